import "server-only";
import { db } from "@/lib/db";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A sign-up nobody confirmed within this many days of its latest request is deleted (its links lasted a week). */
const PENDING_SUBSCRIBER_DAYS = 30;

/**
 * Deletes the newsletter sign-ups still pending 30 days after their latest request (the hourly housekeeping): an
 * address nobody confirmed gave no consent, so nothing of it is kept.
 */
export async function prunePendingSubscribers(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_SUBSCRIBER_DAYS * DAY_MS);
  const { count } = await db.newsletterSubscriber.deleteMany({
    where: { status: "pending", updatedAt: { lt: cutoff } },
  });
  return count;
}
