import "server-only";
import { deliverEmailsSoon } from "@/lib/email/outbox";
import { db } from "@/lib/db";
import { ConflictError } from "@/lib/errors";

/** A message the outbox gave up on, as the admin dashboard lists it (never its body: it may carry a code). */
export type DeadLetterDto = {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  failedAt: string | null;
  createdAt: string;
};

const DEAD_LETTERS_SHOWN = 50;

/** How many messages are dead letters now. */
export function countDeadLetters(): Promise<number> {
  return db.emailOutbox.count({ where: { status: "failed" } });
}

/** The most recent dead letters, newest failure first, with the last error each one met. */
export async function listDeadLetters(limit = DEAD_LETTERS_SHOWN): Promise<DeadLetterDto[]> {
  const rows = await db.emailOutbox.findMany({
    where: { status: "failed" },
    orderBy: [{ failedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
    take: limit,
    select: { id: true, to: true, subject: true, attempts: true, lastError: true, failedAt: true, createdAt: true },
  });
  return rows.map((row) => ({
    ...row,
    failedAt: row.failedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Puts a dead letter back in the queue with a fresh set of attempts, due now, and starts a delivery. Conditional
 * on it still being a dead letter, so a double click queues it once (409 for the second).
 */
export async function resendDeadLetter(id: string): Promise<{ id: string; status: "pending" }> {
  const revived = await db.emailOutbox.updateMany({
    where: { id, status: "failed" },
    data: {
      status: "pending",
      attempts: 0,
      nextAttemptAt: new Date(),
      failedAt: null,
      lockedUntil: null,
      leaseToken: null,
    },
  });
  if (revived.count === 0) throw new ConflictError("This message is not waiting to be resent", "not_a_dead_letter");
  deliverEmailsSoon();
  return { id, status: "pending" };
}
