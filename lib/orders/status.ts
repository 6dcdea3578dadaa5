import "server-only";
import { revalidateCatalogPages } from "@/lib/catalog/revalidate";
import { restoreStock } from "@/lib/catalog/stock";
import { db, transaction, type Tx } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { AppError, ConflictError, NotFoundError, ServiceUnavailableError } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { orderWithItems, toOrderDto, type OrderDto } from "@/lib/orders/dto";
import { cancelledMail, shippedMail } from "@/lib/orders/mails";
import { normalizeOrderStatus, orderStatusLabel, type KnownOrderStatus } from "@/lib/orders/order-display";
import { ORDER_NOT_FOUND } from "@/lib/orders/queries";
import { canMoveOrder } from "@/lib/orders/status-rules";
import { releasePayment, type Release } from "@/lib/payments/release";

export { ORDER_TRANSITIONS, allowedNextStatuses, canMoveOrder } from "@/lib/orders/status-rules";

/** Answered when the gateway refused to give the payment back: the order stays as it was, the reason is kept. */
const REFUND_FAILED = "The payment could not be refunded, so the order was not cancelled.";

/** Answered when the gateway did not answer: the order stays "cancelling" and the reconciler finishes it. */
const REFUND_PENDING = "The payment service did not answer in time. The cancellation will finish on its own in a few minutes.";

/** 409 with a sentence the admin can act on: why this move is not possible. */
function refusedTransition(from: KnownOrderStatus, to: KnownOrderStatus): ConflictError {
  const message =
    from === to
      ? `This order is already ${from}.`
      : `A ${from} order cannot be marked ${to}. Allowed: processing → shipped → delivered, or processing → cancelled.`;
  return new ConflictError(message, "invalid_status_transition");
}

async function orderDtoOrThrow(orderId: string): Promise<OrderDto> {
  const order = await db.order.findUnique({ where: { id: orderId }, include: orderWithItems });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND, "order_not_found");
  return toOrderDto(order);
}

/** The order's row, locked until the transaction ends, with what a move is decided on. */
async function lockOrder(tx: Tx, orderId: string): Promise<KnownOrderStatus> {
  const rows = await tx.$queryRaw<{ status: string; cancelling: boolean }[]>`
    SELECT status::text AS status, cancellation_started_at IS NOT NULL AS cancelling FROM orders WHERE id = ${orderId} FOR UPDATE`;
  const row = rows[0];
  const current = row ? normalizeOrderStatus(row.status) : null;
  if (!row || !current) throw new NotFoundError(ORDER_NOT_FOUND, "order_not_found");
  if (row.cancelling) throw new ConflictError("This order is being cancelled.", "cancellation_in_progress");
  return current;
}

/**
 * The admin moves an order along: processing → shipped → delivered (the buyer is emailed when it ships), or
 * cancels it (see cancelOrder). Under the order's row lock, with a conditional write, so a repeated or concurrent
 * call changes nothing twice: 404 for no such order, 409 for a move that is not allowed.
 */
export async function updateOrderStatus(orderId: string, next: KnownOrderStatus): Promise<OrderDto> {
  if (next === "cancelled") return cancelOrder(orderId);
  await transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    if (!canMoveOrder(current, next)) throw refusedTransition(current, next);
    const { count } = await tx.order.updateMany({ where: { id: orderId, status: current }, data: { status: next } });
    if (count !== 1) throw new ConflictError(`This order is no longer ${orderStatusLabel(current).toLowerCase()}.`, "invalid_status_transition");
    if (next === "shipped") await enqueueEmail(tx, shippedMail(await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: orderWithItems })));
  });
  deliverEmailsSoon();
  return orderDtoOrThrow(orderId);
}

/**
 * The maker cancels an order, in two phases so that money and records never disagree: (1) the order is marked as
 * being cancelled, committed; (2) the payment is given back at the gateway (refunded if captured, the authorization
 * voided if not, keyed so it never happens twice); (3) the cancellation is finished: status cancelled, pieces back
 * on sale, the buyer emailed. A crash between the phases is finished by the reconciler (continueCancellation).
 */
async function cancelOrder(orderId: string): Promise<OrderDto> {
  await transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    if (!canMoveOrder(current, "cancelled")) throw refusedTransition(current, "cancelled");
    await tx.order.update({ where: { id: orderId }, data: { cancellationStartedAt: new Date(), cancellationError: null } });
  });
  return continueCancellation(orderId);
}

/**
 * Phases 2 and 3 of a cancellation that has started (the maker's, or one a crash left half-way). A gateway that
 * refuses the refund ends the cancellation with the order as it was and the reason kept for the maker (409); a
 * gateway that does not answer leaves it under way for the reconciler (503). Answers the order as it is then.
 */
export async function continueCancellation(orderId: string): Promise<OrderDto> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { id: true, paymentIntentId: true, cancellationStartedAt: true } });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND, "order_not_found");
  if (!order.cancellationStartedAt) return orderDtoOrThrow(orderId);

  let release: Release;
  try {
    release = await releasePayment(order.paymentIntentId, `refund:${order.id}`);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await db.order.updateMany({ where: { id: orderId, cancellationStartedAt: { not: null } }, data: { cancellationStartedAt: null, cancellationError: error.message } });
      throw new ConflictError(`${REFUND_FAILED} ${error.message}`, "refund_failed");
    }
    log.error({ err: error, orderId }, "releasing the payment of a cancelled order failed; the reconciler will retry");
    throw new ServiceUnavailableError(REFUND_PENDING, "refund_pending");
  }
  await finishCancellation(orderId, release);
  return orderDtoOrThrow(orderId);
}

/** Phase 3: the money is back with the buyer; the order says so, its pieces return to stock, the buyer is told. */
async function finishCancellation(orderId: string, release: Release): Promise<void> {
  const finished = await transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { id: orderId, cancellationStartedAt: { not: null } },
      data: { status: "cancelled", paymentStatus: release, cancellationStartedAt: null, cancellationError: null },
    });
    if (count === 0) return false;
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: orderWithItems });
    await restoreStock(tx, order.items);
    await enqueueEmail(tx, cancelledMail(order, release));
    return true;
  });
  if (!finished) return;
  // The pieces are on sale again: cached product pages must show the stock at once.
  revalidateCatalogPages();
  deliverEmailsSoon();
}
