"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass, FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { ApiRequestError } from "@/lib/browser/api-error";
import { announceDrop } from "@/lib/browser/consent-api";

type Piece = { id: string; name: string };

const FAILED = "Could not announce the drop. Please try again.";

/**
 * "Announce a new drop" (docs/pages.md, Admin newsletter): subject, message and the pieces, sent with
 * POST /api/admin/newsletter/announcements; the list below then shows the mail going out.
 */
export function AnnounceDrop({ pieces, subscribers }: { pieces: readonly Piece[]; subscribers: number }) {
  const router = useRouter();
  const id = useId();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    };
    const chosen = new Set(data.getAll("productIds"));
    setSending(true);
    try {
      const sent = await announceDrop({
        subject: text("subject"),
        message: text("message"),
        productIds: pieces.filter((piece) => chosen.has(piece.id)).map((piece) => piece.id),
      });
      setOutcome({
        tone: "success",
        text: `Announced to ${sent.recipients} ${sent.recipients === 1 ? "subscriber" : "subscribers"}; the mail goes out at the paced rate.`,
      });
      form.reset();
      router.refresh();
    } catch (error) {
      setOutcome({ tone: "error", text: error instanceof ApiRequestError ? error.display(FAILED) : FAILED });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5" aria-describedby={`${id}-audience`}>
      <p id={`${id}-audience`} className="text-sm text-muted">
        Goes to {subscribers} confirmed {subscribers === 1 ? "subscriber" : "subscribers"}, each with an unsubscribe
        link and the shop&rsquo;s postal address.
      </p>
      <FormField id={`${id}-subject`} label="Subject" required>
        <input id={`${id}-subject`} name="subject" required maxLength={150} className={controlClass} />
      </FormField>
      <FormField id={`${id}-message`} label="Message" required>
        <textarea id={`${id}-message`} name="message" required maxLength={5000} rows={6} className={controlClass} />
      </FormField>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Pieces (up to 12)</legend>
        <ul className="max-h-72 space-y-1 overflow-y-auto rounded-sm border border-line bg-white p-3">
          {pieces.map((piece) => (
            <li key={piece.id}>
              <label className="flex min-h-10 items-center gap-3 text-sm">
                <input type="checkbox" name="productIds" value={piece.id} className="size-5 shrink-0 accent-rose" />
                {piece.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" disabled={sending} className={buttonClass({ className: "w-full sm:w-auto" })}>
        {sending ? "Announcing…" : "Announce the drop"}
      </button>
      <div aria-live="polite">
        <Notice tone={outcome?.tone ?? "success"}>{outcome?.text ?? null}</Notice>
      </div>
    </form>
  );
}
