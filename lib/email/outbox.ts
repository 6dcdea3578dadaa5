import "server-only";
import { db, type Db } from "@/lib/db";
import { openMailTransport, type OutgoingMail } from "@/lib/email/transport";

/** A claimed row may be worked on this long before another process may take it over (well above SMTP timeouts). */
const LEASE_SECONDS = 120;
/** After this many attempts (about 4 hours with the backoff below) a message is marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 10;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;

export type OutboxWriter = Pick<Db, "emailOutbox">;
export type QueuedMail = OutgoingMail & { dedupeKey?: string };
export type DeliveryReport = { sent: number; retrying: number; failed: number };

type ClaimedRow = { id: string; to: string; subject: string; html: string; text: string; attempts: number };

// UTC wall-clock time, as Prisma stores `timestamp` columns; spliced as a constant, values are bind parameters.
const NOW_UTC = "(now() AT TIME ZONE 'UTC')";

/** Queues a message; pass the transaction that writes what the message is about, so both commit or neither does. */
export async function enqueueEmail(writer: OutboxWriter, mail: QueuedMail): Promise<void> {
  await writer.emailOutbox.create({
    data: { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, dedupeKey: mail.dedupeKey ?? null },
  });
}

/** Seconds before retry number `attempts` + 1: 30 s, 1 min, 2 min, … capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_SECONDS);
}

/**
 * Takes up to `limit` due messages for this process. SKIP LOCKED lets concurrent callers pass each other's rows
 * by, and the lease keeps a row away from everyone else until it is settled or the lease runs out (a crash).
 * The attempt is counted at claim time, so a process dying mid-send still moves the message towards `failed`.
 */
async function claimDueMessages(limit: number): Promise<ClaimedRow[]> {
  return db.$queryRawUnsafe<ClaimedRow[]>(
    `UPDATE email_outbox
        SET locked_until = ${NOW_UTC} + make_interval(secs => $2::int), attempts = attempts + 1
      WHERE id IN (SELECT id FROM email_outbox
                    WHERE status = 'pending' AND next_attempt_at <= ${NOW_UTC}
                      AND (locked_until IS NULL OR locked_until <= ${NOW_UTC})
                    ORDER BY next_attempt_at, created_at
                    LIMIT $1
                    FOR UPDATE SKIP LOCKED)
      RETURNING id, "to", subject, html, text, attempts`,
    limit,
    LEASE_SECONDS,
  );
}

async function settleFailure(row: ClaimedRow, error: unknown): Promise<"retrying" | "failed"> {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const givingUp = row.attempts >= MAX_DELIVERY_ATTEMPTS;
  console.warn(`[email] outbox message ${row.id}: attempt ${row.attempts} failed${givingUp ? ", giving up" : ""}: ${lastError}`);
  await db.emailOutbox.updateMany({
    where: { id: row.id, status: "pending" },
    data: givingUp
      ? { status: "failed", lockedUntil: null, lastError }
      : { nextAttemptAt: new Date(Date.now() + retryDelaySeconds(row.attempts) * 1000), lockedUntil: null, lastError },
  });
  return givingUp ? "failed" : "retrying";
}

/** Sends the messages that are due, each through SMTP once; failures wait for a later call with backoff. */
export async function deliverPendingEmails({ limit = 20 }: { limit?: number } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const transport = openMailTransport();
  if (!transport) return report;
  try {
    for (const row of await claimDueMessages(limit)) {
      try {
        await transport.send(row);
      } catch (error) {
        report[await settleFailure(row, error)] += 1;
        continue;
      }
      await db.emailOutbox.updateMany({
        where: { id: row.id, status: "pending" },
        data: { status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null },
      });
      report.sent += 1;
    }
  } finally {
    transport.close();
  }
  return report;
}

/** Starts a delivery in the background right after a message was queued; never fails the caller's request. */
export function deliverEmailsSoon(): void {
  deliverPendingEmails({ limit: 10 }).catch((error: unknown) => {
    console.error("[email] background delivery failed; the outbox loop will retry", error);
  });
}
