import "server-only";
import { revalidateProductPages } from "@/lib/catalog/revalidate";
import { restoreStock } from "@/lib/catalog/stock";
import { sendBackInStockAlerts } from "@/lib/alerts/fire";
import { db, transaction } from "@/lib/db";
import { changeAndEnqueue, deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { Prisma } from "@/lib/generated/prisma/client";
import { insertLinkTokenIf } from "@/lib/link-tokens/tokens";
import { orderWithItems, type OrderWithItems } from "@/lib/orders/dto";
import { mailQueuedEvent, orderEventsInsert, recordOrderEvents } from "@/lib/orders/events";
import { confirmationMail, paymentNotTakenMail } from "@/lib/orders/mails";
import { mailedOrderViewLink } from "@/lib/orders/buyer/order-view";

// An order is written `pending` with its payment `authorized`; the capture that follows ends it one of two ways.
// Both are conditional updates (the same condition in SQL for markOrderPaid and for Prisma below), so of every
// caller that gets here (the buyer's page, the webhook, a reconciler on another instance) exactly one moves the
// order and queues its mail. An order the maker is cancelling meanwhile is left to the cancellation.
const awaitingCapture = { status: "pending", paymentStatus: "authorized", cancellationStartedAt: null } as const;

/**
 * The payment was captured: the order becomes `processing` and its confirmation is queued, in one statement.
 * Answers the paid order, or null when it had already moved on. A caller holding the order with its items (it
 * just wrote them) passes it, so nothing is read again.
 */
export async function markOrderPaid(order: string | OrderWithItems): Promise<OrderWithItems | null> {
  const current =
    typeof order === "string" ? await db.order.findUnique({ where: { id: order }, include: orderWithItems }) : order;
  if (!current) return null;
  // The confirmation's "View your order" link is stored by the same statement that queues it.
  const view = mailedOrderViewLink(current.id);
  const mail = confirmationMail(current, view);
  const rows = await changeAndEnqueue<{ updated_at: Date }>(
    Prisma.sql`UPDATE orders SET status = 'processing', payment_status = 'captured', updated_at = ${new Date()}
                WHERE id = ${current.id} AND status = 'pending' AND payment_status = 'authorized' AND cancellation_started_at IS NULL
            RETURNING updated_at`,
    mail,
    [
      insertLinkTokenIf(view.row, Prisma.raw("changed")),
      orderEventsInsert(current.id, [
        { actor: "gateway", type: "payment", from: "authorized", to: "captured" },
        { actor: "system", type: "status", from: "pending", to: "processing" },
        mailQueuedEvent(mail),
      ]),
    ],
  );
  const paid = rows[0];
  if (!paid) return null;
  deliverEmailsSoon();
  return { ...current, status: "processing", paymentStatus: "captured", updatedAt: paid.updated_at };
}

/**
 * The payment could not be captured and its authorization is released: the order is cancelled, its pieces go back
 * on sale, and the buyer is told their card was not charged. False if the order had already moved on.
 */
export async function cancelUnpaidOrder(orderId: string): Promise<boolean> {
  const restored = await transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { id: orderId, ...awaitingCapture },
      data: { status: "cancelled", paymentStatus: "voided" },
    });
    if (count === 0) return null;
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: orderWithItems });
    await restoreStock(tx, order.items);
    const mail = paymentNotTakenMail(order);
    await enqueueEmail(tx, mail);
    await recordOrderEvents(tx, orderId, [
      {
        actor: "gateway",
        type: "payment",
        from: "authorized",
        to: "voided",
        note: "The capture was refused; the authorization was released.",
      },
      { actor: "system", type: "status", from: "pending", to: "cancelled" },
      mailQueuedEvent(mail),
    ]);
    return order.items;
  });
  if (restored === null) return false;
  // The pieces are on sale again: their cached pages must show them at once.
  revalidateProductPages(restored.map((item) => item.productId));
  deliverEmailsSoon();
  await sendBackInStockAlerts(restored.map((item) => item.productId));
  return true;
}
