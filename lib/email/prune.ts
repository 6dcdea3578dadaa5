import "server-only";
import { db } from "@/lib/db";

/**
 * How long a sent message stays in the outbox: long enough to answer "did her confirmation go out?" from the
 * database, as long as the finished checkouts whose dedupe keys some of them hold, and no longer, so the table and
 * every backup of it stop growing with each order.
 */
export const SENT_MAIL_KEPT_DAYS = 30;

/** Deletes sent messages older than SENT_MAIL_KEPT_DAYS; never one still to send, nor a dead letter. */
export async function pruneSentMail(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SENT_MAIL_KEPT_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await db.emailOutbox.deleteMany({ where: { status: "sent", sentAt: { lt: before } } });
  return count;
}
