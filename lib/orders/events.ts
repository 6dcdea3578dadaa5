import "server-only";
import { randomUUID } from "node:crypto";
import type { QueuedMail } from "@/lib/email/outbox";
import { getUserProfile } from "@/lib/auth/profile";
import type { Db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

// The order's audit trail: one row per thing that happened to it, appended in the transaction (or the statement)
// that made it happen, so the trail never claims a step that rolled back nor misses one that committed.

/** Who did it: the admin (by email, as it was then), the buyer, the shop on its own, or the payment gateway. */
export type OrderEventActor = "buyer" | "system" | "gateway" | `${string}@${string}`;

/** What happened; `from` and `to` carry the states (or tracking, or the mail's kind) on either side of it. */
export type OrderEventType =
  | "placed"
  | "status"
  | "payment"
  | "tracking"
  | "note"
  | "mail_queued"
  | "cancellation_started"
  | "cancellation_failed"
  | "refund"
  | "refund_failed"
  | "refund_returned";

export type NewOrderEvent = {
  actor: OrderEventActor;
  type: OrderEventType;
  from?: string | null;
  to?: string | null;
  note?: string | null;
};

export type OrderEventWriter = Pick<Db, "orderEvent">;

/** The event rows of `events`, stamped now and in the given sequence (a millisecond apart keeps them ordered). */
function rowsOf(orderId: string, events: readonly NewOrderEvent[], now = new Date()) {
  return events.map((event, index) => ({
    id: randomUUID(),
    orderId,
    at: new Date(now.getTime() + index),
    actor: event.actor,
    type: event.type,
    from: event.from ?? null,
    to: event.to ?? null,
    note: event.note ?? null,
  }));
}

/** An event as written: the API's `events` entry. */
export type AdminOrderEventResult = {
  at: string;
  actor: string;
  type: string;
  from: string | null;
  to: string | null;
  note: string | null;
};

/** Appends events to an order's trail inside the caller's transaction, so they commit with what they record. */
export async function recordOrderEvents(
  writer: OrderEventWriter,
  orderId: string,
  events: readonly NewOrderEvent[],
): Promise<AdminOrderEventResult[]> {
  if (events.length === 0) return [];
  const rows = rowsOf(orderId, events);
  await writer.orderEvent.createMany({ data: rows });
  return rows.map((row) => ({
    at: row.at.toISOString(),
    actor: row.actor,
    type: row.type,
    from: row.from,
    to: row.to,
    note: row.note,
  }));
}

/**
 * The same events as an INSERT for a statement that changes the order in a CTE named `changed`: written only if
 * that change touched a row, in the one statement (the paths that keep a round trip count, like the capture).
 */
export function orderEventsInsert(orderId: string, events: readonly NewOrderEvent[]): Prisma.Sql {
  const values = rowsOf(orderId, events).map(
    (row) =>
      Prisma.sql`(${row.id}, ${row.orderId}, ${row.at}::timestamp(3), ${row.actor}, ${row.type}, ${row.from}, ${row.to}, ${row.note})`,
  );
  return Prisma.sql`INSERT INTO order_events (id, order_id, at, actor, type, from_value, to_value, note)
                    SELECT v.* FROM (VALUES ${Prisma.join(values)}) AS v(id, order_id, at, actor, type, from_value, to_value, note)
                     WHERE EXISTS (SELECT 1 FROM changed)`;
}

/** "order-shipped:<id>" → "order-shipped": the kind of an order's mail, from its dedupe key. */
export function mailKindOf(mail: Pick<QueuedMail, "dedupeKey">): string {
  return mail.dedupeKey?.split(":")[0] ?? "mail";
}

/** The event for an order's mail put in the outbox (its sending is the outbox's, read with the trail). */
export function mailQueuedEvent(mail: Pick<QueuedMail, "dedupeKey">): NewOrderEvent {
  return { actor: "system", type: "mail_queued", to: mailKindOf(mail) };
}

/** The admin acting, as the trail names them: their email as it is now (kept as it was, should it change later). */
export async function adminActor(userId: string): Promise<OrderEventActor> {
  const { email } = await getUserProfile(userId);
  // Every account has an email with an @; the type cannot know it, so it is checked rather than cast.
  return isEmailActor(email) ? email : "system";
}

function isEmailActor(value: string): value is `${string}@${string}` {
  return value.includes("@");
}
