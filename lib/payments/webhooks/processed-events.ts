import "server-only";
import { db } from "@/lib/db";

/** True when this event was already applied: a redelivery is acknowledged and changes nothing. */
export async function isEventProcessed(eventId: string): Promise<boolean> {
  return (await db.processedWebhookEvent.count({ where: { id: eventId } })) > 0;
}

/**
 * Records the event once its effect is committed. Recorded after, not before: an event whose handling failed
 * (database down) stays unrecorded, answers 5xx and is applied when the sender retries. Two deliveries racing
 * both run their (idempotent) handler; the second record is skipped.
 */
export async function recordEventProcessed(event: { id: string; type: string }): Promise<void> {
  await db.processedWebhookEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
}

/** Forgets events applied before `before` (Stripe stops retrying an event after three days). Answers how many. */
export async function pruneProcessedEvents(before: Date): Promise<number> {
  const { count } = await db.processedWebhookEvent.deleteMany({ where: { processedAt: { lt: before } } });
  return count;
}
