import "server-only";
import { revalidateCataloguePages } from "@/lib/catalog/revalidate";
import { restoreStock } from "@/lib/catalog/stock";
import { db } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { orderWithItems, type OrderWithItems } from "@/lib/orders/dto";
import { confirmationMail, paymentNotTakenMail } from "@/lib/orders/mails";

// An order is written `pending` with its payment `authorized`; the capture that follows ends it one of two ways.
// Both are conditional updates, so of every caller that gets here (the buyer's page, the webhook, a reconciler on
// another instance) exactly one moves the order and queues its mail. An order the maker is cancelling meanwhile is
// left to the cancellation.
const awaitingCapture = { status: "pending", paymentStatus: "authorized", cancellationStartedAt: null } as const;

/**
 * The payment was captured: the order becomes `processing` and its confirmation is queued. Answers the paid order,
 * or null when it had already moved on. A caller holding the order's items (it just wrote them) passes the order,
 * so they are not read again.
 */
export async function markOrderPaid(order: string | OrderWithItems): Promise<OrderWithItems | null> {
  const orderId = typeof order === "string" ? order : order.id;
  const paid = await db.$transaction(async (tx) => {
    const [updated] = await tx.order.updateManyAndReturn({ where: { id: orderId, ...awaitingCapture }, data: { status: "processing", paymentStatus: "captured" } });
    if (!updated) return null;
    const items = typeof order === "string" ? await tx.orderItem.findMany({ where: { orderId }, orderBy: orderWithItems.items.orderBy }) : order.items;
    const withItems = { ...updated, items };
    await enqueueEmail(tx, confirmationMail(withItems));
    return withItems;
  });
  if (paid) deliverEmailsSoon();
  return paid;
}

/**
 * The payment could not be captured and its authorization is released: the order is cancelled, its pieces go back
 * on sale, and the buyer is told their card was not charged. False if the order had already moved on.
 */
export async function cancelUnpaidOrder(orderId: string): Promise<boolean> {
  const changed = await db.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({ where: { id: orderId, ...awaitingCapture }, data: { status: "cancelled", paymentStatus: "voided" } });
    if (count === 0) return false;
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: orderWithItems });
    await restoreStock(tx, order.items);
    await enqueueEmail(tx, paymentNotTakenMail(order));
    return true;
  });
  if (changed) {
    // The pieces are on sale again: cached product pages must show them at once.
    revalidateCataloguePages();
    deliverEmailsSoon();
  }
  return changed;
}
