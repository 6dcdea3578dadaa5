"use client";

import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass, FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { ApiRequestError } from "@/lib/browser/api-error";
import { sendCustomRequest } from "@/lib/browser/commissions-api";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, MAX_REFERENCE_PHOTOS } from "@/lib/commissions/schemas";

const SEND_FAILED = "We could not send your request. Please try again.";
const SENT =
  "Thank you! Your request is on its way to the maker, and a copy is in your inbox. You will hear back within 2 business days.";

type Sent = { tone: "error" | "success"; text: string; field?: string };

/** The field an answer's first detail names, so that control is marked invalid and described by the message. */
function invalid(sent: Sent | null, field: string) {
  return sent?.field === field ? { "aria-invalid": true, "aria-describedby": "custom-request-notice" } : {};
}

/**
 * The /custom form: name, email, what she would like, an optional budget and date, and up to three photos, sent as
 * one multipart request. The browser's own checks (required, lengths, types) catch most mistakes before it is sent;
 * the server's answer names any other field.
 */
export function CustomRequestForm({ similar }: { similar: { id: string; name: string } | null }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const photos = data.getAll("photos").filter((photo) => photo instanceof File && photo.size > 0);
    if (photos.length > MAX_REFERENCE_PHOTOS) {
      setSent({ tone: "error", text: `Choose at most ${MAX_REFERENCE_PHOTOS} photos.`, field: "photos" });
      return;
    }
    setBusy(true);
    setSent(null);
    try {
      await sendCustomRequest(data);
      form.reset();
      setSent({ tone: "success", text: SENT });
    } catch (error) {
      const text = error instanceof ApiRequestError ? error.display(SEND_FAILED) : SEND_FAILED;
      setSent({ tone: "error", text, field: error instanceof ApiRequestError ? error.details[0]?.path : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    // method and action: should the script not run, the form still posts to the API, never her words into a URL.
    <form
      onSubmit={(event) => void submit(event)}
      method="post"
      action="/api/custom-requests"
      encType="multipart/form-data"
      className="grid gap-5"
    >
      {similar ? <input type="hidden" name="similarProductId" value={similar.id} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="custom-name" label="Your name" required>
          <input
            id="custom-name"
            name="name"
            required
            maxLength={200}
            autoComplete="name"
            className={controlClass}
            {...invalid(sent, "name")}
          />
        </FormField>
        <FormField id="custom-email" label="Email" required>
          <input
            id="custom-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            className={controlClass}
            {...invalid(sent, "email")}
          />
        </FormField>
      </div>
      <FormField
        id="custom-description"
        label="What would you like?"
        required
        hint={`${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters: the piece, its colours, stones, length or size, and who it is for.`}
      >
        <textarea
          id="custom-description"
          name="description"
          required
          minLength={DESCRIPTION_MIN}
          maxLength={DESCRIPTION_MAX}
          rows={6}
          aria-describedby="custom-description-hint"
          className={controlClass}
          {...invalid(sent, "description")}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="custom-budget" label="Budget in dollars">
          <input
            id="custom-budget"
            name="budget"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            className={controlClass}
            {...invalid(sent, "budget")}
          />
        </FormField>
        <FormField id="custom-needed-by" label="Needed by">
          <input
            id="custom-needed-by"
            name="neededBy"
            type="date"
            className={controlClass}
            {...invalid(sent, "neededBy")}
          />
        </FormField>
      </div>
      <FormField
        id="custom-photos"
        label="Reference photos"
        hint={`Up to ${MAX_REFERENCE_PHOTOS} photos (PNG, JPEG or WebP, 25 MB each). Only the maker sees them.`}
      >
        <input
          id="custom-photos"
          name="photos"
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp"
          aria-describedby="custom-photos-hint"
          className={`${controlClass} file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-1.5 file:text-sm`}
          {...invalid(sent, "photos")}
        />
      </FormField>
      <div aria-live="polite">
        {sent ? (
          <Notice tone={sent.tone} id="custom-request-notice">
            {sent.text}
          </Notice>
        ) : null}
      </div>
      <button type="submit" disabled={busy} className={buttonClass({ className: "justify-self-start" })}>
        {busy ? "Sending…" : "Send my request"}
      </button>
    </form>
  );
}
