"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { ApiRequestError } from "@/lib/browser/api-error";
import { moderateReview, replyToReview } from "@/lib/browser/reviews-api";
import { HIDDEN_REASONS, REPLY_MAX, type HiddenReason, type ReviewStatus } from "@/lib/reviews/schemas";

const REASON_LABEL: Record<HiddenReason, string> = {
  spam: "Spam",
  abusive: "Abusive",
  "private-information": "Private information",
  "off-topic": "Off-topic",
};
const FAILED = "That did not work. Please try again.";

type Props = { id: string; status: ReviewStatus; reply: string | null };

/**
 * Her two acts on one review: publish it, or hide it with one of the fixed reasons (no other is offered; a low rating
 * is not one), and a public reply under it. The page is read again after each, so it shows what was saved.
 */
export function ReviewActions({ id, status, reply }: Props) {
  const router = useRouter();
  const [reason, setReason] = useState<HiddenReason>("spam");
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      setMessage({ tone: "success", text: done });
      router.refresh();
    } catch (error) {
      setMessage({ tone: "error", text: error instanceof ApiRequestError ? error.display(FAILED) : FAILED });
    } finally {
      setBusy(false);
    }
  }

  function sendReply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("reply");
    void act(() => replyToReview(id, { reply: typeof text === "string" ? text : "" }), "Reply saved.");
  }

  return (
    <div className="mt-4 grid gap-4 border-t border-line pt-4">
      <div className="flex flex-wrap items-end gap-3">
        {status === "hidden" ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void act(() => moderateReview(id, { status: "published" }), "Published.")}
            className={buttonClass({ variant: "outline", size: "sm" })}
          >
            Publish
          </button>
        ) : (
          <>
            <label className="grid gap-1 text-sm">
              <span className="font-medium">Reason to hide</span>
              <select
                value={reason}
                onChange={(event) => setReason(HIDDEN_REASONS.find((r) => r === event.target.value) ?? "spam")}
                className={controlClass}
              >
                {HIDDEN_REASONS.map((choice) => (
                  <option key={choice} value={choice}>
                    {REASON_LABEL[choice]}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              disabled={busy}
              onClick={() => void act(() => moderateReview(id, { status: "hidden", reason }), "Hidden.")}
              className={buttonClass({ variant: "outline", size: "sm" })}
            >
              Hide
            </button>
            {status === "held" ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => void act(() => moderateReview(id, { status: "published" }), "Published.")}
                className={buttonClass({ size: "sm" })}
              >
                Publish
              </button>
            ) : null}
          </>
        )}
      </div>
      <form onSubmit={sendReply} className="grid gap-2">
        <label htmlFor={`reply-${id}`} className="text-sm font-medium">
          Public reply
        </label>
        <textarea
          id={`reply-${id}`}
          name="reply"
          rows={3}
          maxLength={REPLY_MAX}
          defaultValue={reply ?? ""}
          className={controlClass}
        />
        <button type="submit" disabled={busy} className={buttonClass({ size: "sm", className: "justify-self-start" })}>
          Save reply
        </button>
      </form>
      <div aria-live="polite">{message ? <Notice tone={message.tone}>{message.text}</Notice> : null}</div>
    </div>
  );
}
