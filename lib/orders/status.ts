import "server-only";
import { orderCancelledEmail } from "@/emails/order-cancelled";
import { orderShippedEmail } from "@/emails/order-shipped";
import { revalidateCataloguePages } from "@/lib/catalog/revalidate";
import { db } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { ConflictError, NotFoundError } from "@/lib/http/errors";
import type { Tx } from "@/lib/orders/draft-lock";
import { orderWithItems, shippingAddressSnapshotSchema, toOrderDto, type OrderDto, type OrderWithItems } from "@/lib/orders/dto";
import { normalizeOrderStatus, orderStatusLabel, type KnownOrderStatus } from "@/lib/orders/order-display.shared";
import { ORDER_NOT_FOUND } from "@/lib/orders/queries";
import { canMoveOrder } from "@/lib/orders/status-rules.shared";
import { getPaymentGateway } from "@/lib/payments/gateway";

export { ORDER_TRANSITIONS, allowedNextStatuses, canMoveOrder } from "@/lib/orders/status-rules.shared";

/** Answered when the gateway would not refund: the order stays as it was, so the admin can simply try again. */
export const REFUND_FAILED = "The payment could not be refunded, so the order was not cancelled. Please try again.";

// The refund is a call to the gateway made while the order row is locked; give it Stripe's time to answer.
const STATUS_TX = { maxWait: 10_000, timeout: 30_000 } as const;

/** 409 with a sentence the admin can act on: why this move is not possible. */
function refusedTransition(from: KnownOrderStatus, to: KnownOrderStatus): ConflictError {
  const message =
    from === to
      ? `This order is already ${from}.`
      : `A ${from} order cannot be marked ${to}. Allowed: processing → shipped → delivered, or processing → cancelled.`;
  return new ConflictError(message, "invalid_status_transition");
}

/** The mail the buyer gets for this move, if any; its dedupe key makes it one per order and transition. */
function transitionEmail(order: OrderWithItems, next: KnownOrderStatus) {
  const lines = order.items.map((item) => ({ name: item.productName, quantity: item.quantity, unitPriceCents: item.unitPriceCents }));
  const appUrl = env().APP_URL;
  if (next === "shipped") {
    const parsed = shippingAddressSnapshotSchema.safeParse(order.shippingAddress);
    const address = parsed.success ? parsed.data : null;
    return orderShippedEmail({ orderId: order.id, lines, shippingMethod: order.shippingMethod, address, appUrl });
  }
  if (next === "cancelled") return orderCancelledEmail({ orderId: order.id, lines, totalCents: order.totalCents, appUrl });
  return null;
}

/** Puts the cancelled order's pieces back on sale; a line whose product was hard-deleted has nothing to restore. */
async function restoreStock(tx: Tx, order: OrderWithItems): Promise<void> {
  // Product id order, as checkout takes stock, so a cancellation and a purchase never deadlock on two rows.
  const lines = order.items.filter((item) => item.productId !== null).sort((a, b) => ((a.productId ?? "") < (b.productId ?? "") ? -1 : 1));
  for (const line of lines) {
    await tx.$executeRaw`
      UPDATE products SET stock = stock + ${line.quantity}, updated_at = (now() AT TIME ZONE 'UTC') WHERE id = ${line.productId}`;
  }
}

/** Refunds the order's payment in full; any gateway failure becomes REFUND_FAILED (and rolls the transaction back). */
async function refundInFull(order: OrderWithItems): Promise<void> {
  try {
    await getPaymentGateway().refundIntent(order.paymentIntentId);
  } catch (error) {
    console.error(`[orders] refund of ${order.paymentIntentId} for order ${order.id} failed`, error);
    throw new ConflictError(REFUND_FAILED, "refund_failed");
  }
}

/**
 * The admin moves an order along (DESIGN.md §4). Under the order's row lock: checks the move is allowed (404 for
 * no such order, 409 otherwise, so a repeated or concurrent call changes nothing twice), writes it with a
 * conditional update, and queues the buyer's mail (shipped; cancelled) in the same transaction. A cancellation
 * also puts the stock back and refunds the payment in full last, so a refused refund undoes everything.
 */
export async function updateOrderStatus(orderId: string, next: KnownOrderStatus): Promise<OrderDto> {
  const order = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ status: string }[]>`SELECT status::text AS status FROM orders WHERE id = ${orderId} FOR UPDATE`;
    const current = rows[0] ? normalizeOrderStatus(rows[0].status) : null;
    if (!current) throw new NotFoundError(ORDER_NOT_FOUND, "order_not_found");
    if (!canMoveOrder(current, next)) throw refusedTransition(current, next);

    const { count } = await tx.order.updateMany({ where: { id: orderId, status: current }, data: { status: next } });
    if (count !== 1) throw new ConflictError(`This order is no longer ${orderStatusLabel(current).toLowerCase()}.`, "invalid_status_transition");
    const updated = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: orderWithItems });
    const mail = transitionEmail(updated, next);
    if (mail) await enqueueEmail(tx, { to: updated.email, ...mail, dedupeKey: `order-${next}:${orderId}` });
    if (next === "cancelled") {
      await restoreStock(tx, updated);
      await refundInFull(updated);
    }
    return updated;
  }, STATUS_TX);

  // The pieces are on sale again: cached product pages must show the stock at once.
  if (next === "cancelled") revalidateCataloguePages();
  deliverEmailsSoon();
  return toOrderDto(order);
}
