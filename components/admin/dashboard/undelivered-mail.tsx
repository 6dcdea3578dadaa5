"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { AdminNotices, useAdminNotice } from "@/components/admin/admin-notices";
import { buttonClass } from "@/components/ui/button-styles";
import type { DeadLetterDto } from "@/lib/email/dead-letters";
import { resendDeadLetter } from "@/lib/browser/admin-api";
import { ApiRequestError } from "@/lib/browser/api-error";

const RESEND_FAILED = "Could not queue the message again. Please try again.";

// Dates are shown in UTC so that the server's rendering and the browser's agree.
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function failedLine(letter: DeadLetterDto): string {
  const tries = letter.attempts === 1 ? "1 attempt" : `${letter.attempts} attempts`;
  return letter.failedAt
    ? `Given up on ${when.format(new Date(letter.failedAt))} UTC after ${tries}`
    : `Given up after ${tries}`;
}

/**
 * Mail the outbox gave up on after days of retries (dead letters): each with its recipient, subject and last error,
 * and a Resend button that queues it again. Nothing here deletes a message.
 */
export function UndeliveredMail({ letters, total }: { letters: DeadLetterDto[]; total: number }) {
  const router = useRouter();
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [notice, setNotice] = useAdminNotice();

  async function resend(letter: DeadLetterDto) {
    if (sendingId !== null) return;
    setNotice(null);
    setSendingId(letter.id);
    try {
      await resendDeadLetter(letter.id);
      setNotice({ kind: "status", text: `“${letter.subject}” to ${letter.to} is queued again.` });
      router.refresh();
    } catch (error) {
      setNotice({
        kind: "error",
        text: error instanceof ApiRequestError ? error.display(RESEND_FAILED) : RESEND_FAILED,
      });
    } finally {
      setSendingId(null);
    }
  }

  const shown =
    letters.length < total
      ? `The ${letters.length} most recent of ${total} messages`
      : total === 1
        ? "1 message"
        : `${total} messages`;

  return (
    <section id="undelivered-mail" aria-labelledby="undelivered-mail-heading" className="mt-16 scroll-mt-24">
      <div className="mb-6">
        <h2 id="undelivered-mail-heading" className="font-display text-3xl font-semibold">
          Undelivered mail
        </h2>
        <p className="mt-1 text-sm text-muted">
          {total === 0
            ? "Every message has been delivered or is still being retried."
            : `${shown} the mail server refused for three days. Fix the cause (see the error), then resend.`}
        </p>
      </div>

      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />

      {letters.length > 0 ? (
        <ul className="grid gap-4">
          {letters.map((letter) => (
            <li key={letter.id} className="rounded-sm border border-line bg-white/60 p-4 sm:p-5">
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div className="min-w-0">
                  <p className="font-medium break-words">{letter.subject}</p>
                  <p className="mt-1 text-sm break-all text-muted">To {letter.to}</p>
                  <p className="mt-1 text-sm text-muted">{failedLine(letter)}</p>
                </div>
                {/* aria-disabled rather than disabled while sending: a disabled button would drop the keyboard focus. */}
                <button
                  type="button"
                  onClick={() => void resend(letter)}
                  aria-disabled={sendingId === letter.id || undefined}
                  aria-busy={sendingId === letter.id || undefined}
                  className={buttonClass({
                    variant: "outline",
                    size: "sm",
                    className: "aria-disabled:cursor-wait aria-disabled:opacity-60",
                  })}
                >
                  {sendingId === letter.id ? "Resending…" : "Resend"}
                  <span className="sr-only">
                    {" "}
                    “{letter.subject}” to {letter.to}
                  </span>
                </button>
              </div>
              {letter.lastError ? (
                <p className="mt-3 rounded-sm bg-sand px-3 py-2 font-mono text-xs break-words text-ink">
                  <span className="font-sans font-semibold">Last error: </span>
                  {letter.lastError}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
