"use client";

import { useState, type FormEvent } from "react";
import { StarChoice } from "@/components/reviews/star-choice";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass, FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { ApiRequestError } from "@/lib/browser/api-error";
import { sendReview } from "@/lib/browser/reviews-api";
import { BODY_MAX, BODY_MIN, MAX_REVIEW_PHOTOS, NAME_MAX, TITLE_MAX } from "@/lib/reviews/schemas";

const SEND_FAILED = "We could not send your review. Please try again.";

type Sent = { tone: "error" | "success"; text: string; field?: string };

/** A piece of the order still to be reviewed, as the page lists it. */
export type OpenPiece = { lineId: string; productId: string; label: string };

/**
 * One piece's review form: stars, an optional title, her words, the name to show and up to three photos, sent as one
 * multipart request with the link's token. Once sent it says thanks in its place; the server's refusal names the
 * field, which is then marked invalid and described by the message.
 */
export function ReviewForm({ token, piece }: { token: string; piece: OpenPiece }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const id = `review-${piece.lineId}`;
  const invalid = (field: string) =>
    sent?.tone === "error" && sent.field === field
      ? { "aria-invalid": true as const, "aria-describedby": `${id}-notice` }
      : {};

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const photos = data.getAll("photos").filter((photo) => photo instanceof File && photo.size > 0);
    if (photos.length > MAX_REVIEW_PHOTOS) {
      setSent({ tone: "error", text: `Choose at most ${MAX_REVIEW_PHOTOS} photos.`, field: "photos" });
      return;
    }
    setBusy(true);
    setSent(null);
    try {
      const { status } = await sendReview(data);
      const shown =
        status === "published" ? "It is on the piece's page now." : "It will show once the maker has read it.";
      setSent({ tone: "success", text: `Thank you for reviewing ${piece.label}. ${shown}` });
    } catch (error) {
      const text = error instanceof ApiRequestError ? error.display(SEND_FAILED) : SEND_FAILED;
      setSent({ tone: "error", text, field: error instanceof ApiRequestError ? error.details[0]?.path : undefined });
    } finally {
      setBusy(false);
    }
  }

  if (sent?.tone === "success") return <Notice tone="success">{sent.text}</Notice>;
  return (
    // method and action: should the script not run, the form still posts to the API, never her words into a URL.
    <form
      onSubmit={(event) => void submit(event)}
      method="post"
      action="/api/reviews"
      encType="multipart/form-data"
      aria-label={`Review of ${piece.label}`}
      className="grid gap-5"
    >
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="productId" value={piece.productId} />
      <StarChoice
        name="rating"
        idPrefix={`${id}-rating`}
        error={sent?.tone === "error" && sent.field === "rating" ? `${id}-notice` : null}
      />
      <FormField id={`${id}-title`} label="Title">
        <input id={`${id}-title`} name="title" maxLength={TITLE_MAX} className={controlClass} {...invalid("title")} />
      </FormField>
      <FormField
        id={`${id}-body`}
        label="Your review"
        required
        hint={`${BODY_MIN} to ${BODY_MAX} characters: how it looks, feels and wears.`}
      >
        <textarea
          id={`${id}-body`}
          name="body"
          required
          minLength={BODY_MIN}
          maxLength={BODY_MAX}
          rows={5}
          aria-describedby={`${id}-body-hint`}
          className={controlClass}
          {...invalid("body")}
        />
      </FormField>
      <FormField id={`${id}-name`} label="Your name" required hint="Shown as your first name and an initial: Ana R.">
        <input
          id={`${id}-name`}
          name="name"
          required
          maxLength={NAME_MAX}
          autoComplete="name"
          aria-describedby={`${id}-name-hint`}
          className={controlClass}
          {...invalid("name")}
        />
      </FormField>
      <FormField
        id={`${id}-photos`}
        label="Photos of the piece worn"
        hint={`Up to ${MAX_REVIEW_PHOTOS} photos (PNG, JPEG or WebP, 25 MB each); location and camera details are removed.`}
      >
        <input
          id={`${id}-photos`}
          name="photos"
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${id}-photos-hint`}
          className={`${controlClass} file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-1.5 file:text-sm`}
          {...invalid("photos")}
        />
      </FormField>
      <div aria-live="polite">
        {sent ? (
          <Notice tone={sent.tone} id={`${id}-notice`}>
            {sent.text}
          </Notice>
        ) : null}
      </div>
      <button type="submit" disabled={busy} className={buttonClass({ className: "justify-self-start" })}>
        {busy ? "Sending…" : "Send my review"}
      </button>
    </form>
  );
}
