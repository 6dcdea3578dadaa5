import "server-only";
import { transaction } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { recordOrderEvents, type AdminOrderEventResult, type OrderEventActor } from "@/lib/orders/events";
import { ORDER_NOT_FOUND } from "@/lib/orders/queries";

/** The maker's private note on an order: an event on its trail under her email, never shown to the buyer. */
export async function addOrderNote(
  orderId: string,
  note: string,
  actor: OrderEventActor,
): Promise<AdminOrderEventResult> {
  return transaction(async (tx) => {
    // The note is about this order: none for an order that does not exist (and the lock keeps it from vanishing
    // meanwhile).
    const [order] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM orders WHERE id = ${orderId} FOR SHARE`;
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND, "order_not_found");
    const [event] = await recordOrderEvents(tx, orderId, [{ actor, type: "note", note }]);
    if (!event) throw new Error("recording a note wrote no event");
    return event;
  });
}
