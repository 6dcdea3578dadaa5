import "server-only";
import { revalidateProductPages } from "@/lib/catalog/revalidate";
import { restoreStock } from "@/lib/catalog/stock";
import { sendBackInStockAlerts } from "@/lib/alerts/fire";
import { db, transaction, type Tx } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { AppError, ConflictError, NotFoundError, ServiceUnavailableError } from "@/lib/errors";
import { log } from "@/lib/log";
import { orderWithItems, toOrderDto, type OrderDto } from "@/lib/orders/dto";
import { mailQueuedEvent, recordOrderEvents, type NewOrderEvent, type OrderEventActor } from "@/lib/orders/events";
import { cancelledMail, shippedMail } from "@/lib/orders/mails";
import { issueOrderViewLink, MAILED_VIEW_MS } from "@/lib/orders/buyer/order-view";
import { normalizeOrderStatus, orderStatusLabel, type KnownOrderStatus } from "@/lib/orders/order-display";
import { ORDER_NOT_FOUND } from "@/lib/orders/queries";
import { recordCancellationRefund, refuseWhileRefundPending } from "@/lib/orders/refunds/cancellation";
import { canMoveOrder } from "@/lib/orders/desk/status-rules";
import { trackingOf, trackingText, type CarrierId, type Tracking } from "@/lib/orders/tracking";
import { releasePayment, type Release } from "@/lib/payments/release";

export { ORDER_TRANSITIONS, allowedNextStatuses, canMoveOrder } from "@/lib/orders/desk/status-rules";

/** Answered when the gateway refused to give the payment back: the order stays as it was, the reason is kept. */
const REFUND_FAILED = "The payment could not be refunded, so the order was not cancelled.";

/** Answered when the gateway did not answer: the order stays "cancelling" and the reconciler finishes it. */
const REFUND_PENDING =
  "The payment service did not answer in time. The cancellation will finish on its own in a few minutes.";

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
async function lockOrder(tx: Tx, orderId: string): Promise<{ status: KnownOrderStatus; tracking: Tracking | null }> {
  const rows = await tx.$queryRaw<
    {
      status: string;
      cancelling: boolean;
      carrier: CarrierId | null;
      tracking_number: string | null;
      tracking_url: string | null;
    }[]
  >`
    SELECT status::text AS status, cancellation_started_at IS NOT NULL AS cancelling, carrier::text AS carrier, tracking_number, tracking_url
      FROM orders WHERE id = ${orderId} FOR UPDATE`;
  const row = rows[0];
  const current = row ? normalizeOrderStatus(row.status) : null;
  if (!row || !current) throw new NotFoundError(ORDER_NOT_FOUND, "order_not_found");
  if (row.cancelling) throw new ConflictError("This order is being cancelled.", "cancellation_in_progress");
  return {
    status: current,
    tracking: trackingOf({ carrier: row.carrier, trackingNumber: row.tracking_number, trackingUrl: row.tracking_url }),
  };
}

const trackingColumns = (tracking: Tracking) => ({
  carrier: tracking.carrier,
  trackingNumber: tracking.number,
  trackingUrl: tracking.url,
});

/** Who moves the order and, when it ships, the parcel's tracking (optional: shipping without it works as before). */
export type OrderMove = { actor?: OrderEventActor; tracking?: Tracking | null };

/**
 * The admin moves an order along: processing → shipped → delivered (the buyer is emailed when it ships, with the
 * tracking when given), or cancels it (see cancelOrder). Shipped again, with tracking, on a shipped order corrects
 * its tracking (audited; the mail is not sent twice, the order pages show the new link). Under the order's row lock,
 * with a conditional write, so a repeated or concurrent call changes nothing twice: 404 for no such order, 409 for a
 * move that is not allowed.
 */
export async function updateOrderStatus(
  orderId: string,
  next: KnownOrderStatus,
  { actor = "system", tracking = null }: OrderMove = {},
): Promise<OrderDto> {
  if (next === "cancelled") return cancelOrder(orderId, actor);
  await transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    if (current.status === "shipped" && next === "shipped" && tracking)
      return correctTracking(tx, orderId, current.tracking, tracking, actor);
    if (!canMoveOrder(current.status, next)) throw refusedTransition(current.status, next);
    const data = tracking ? { status: next, ...trackingColumns(tracking) } : { status: next };
    const { count } = await tx.order.updateMany({ where: { id: orderId, status: current.status }, data });
    if (count !== 1)
      throw new ConflictError(
        `This order is no longer ${orderStatusLabel(current.status).toLowerCase()}.`,
        "invalid_status_transition",
      );
    const events: NewOrderEvent[] = [{ actor, type: "status", from: current.status, to: next }];
    if (tracking) events.push({ actor, type: "tracking", to: trackingText(tracking) });
    if (next === "shipped") {
      const view = await issueOrderViewLink(tx, orderId, MAILED_VIEW_MS);
      const mail = shippedMail(
        await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: orderWithItems }),
        view,
      );
      await enqueueEmail(tx, mail);
      events.push(mailQueuedEvent(mail));
    }
    await recordOrderEvents(tx, orderId, events);
  });
  deliverEmailsSoon();
  return orderDtoOrThrow(orderId);
}

/**
 * A shipped order's tracking replaced (a mistyped number, a parcel handed to another carrier); the same again is no
 * change.
 */
async function correctTracking(
  tx: Tx,
  orderId: string,
  before: Tracking | null,
  after: Tracking,
  actor: OrderEventActor,
): Promise<void> {
  if (before && before.carrier === after.carrier && before.number === after.number && before.url === after.url) return;
  await tx.order.update({ where: { id: orderId }, data: trackingColumns(after) });
  await recordOrderEvents(tx, orderId, [
    { actor, type: "tracking", from: before ? trackingText(before) : null, to: trackingText(after) },
  ]);
}

/**
 * The maker cancels an order, in two phases so that money and records never disagree: (1) the order is marked as
 * being cancelled, committed; (2) the payment is given back at the gateway (refunded if captured, the authorization
 * voided if not, keyed so it never happens twice); (3) the cancellation is finished: status cancelled, pieces back
 * on sale, the buyer emailed. A crash between the phases is finished by the reconciler (continueCancellation).
 */
async function cancelOrder(orderId: string, actor: OrderEventActor): Promise<OrderDto> {
  await transaction(async (tx) => {
    const { status } = await lockOrder(tx, orderId);
    if (!canMoveOrder(status, "cancelled")) throw refusedTransition(status, "cancelled");
    await refuseWhileRefundPending(tx, orderId);
    await tx.order.update({
      where: { id: orderId },
      data: { cancellationStartedAt: new Date(), cancellationError: null },
    });
    await recordOrderEvents(tx, orderId, [{ actor, type: "cancellation_started", from: status, to: "cancelled" }]);
  });
  return continueCancellation(orderId, actor);
}

/**
 * Phases 2 and 3 of a cancellation that has started (the maker's, or one a crash left half-way). A gateway that
 * refuses the refund ends the cancellation with the order as it was and the reason kept for the maker (409); a
 * gateway that does not answer leaves it under way for the reconciler (503). Answers the order as it is then.
 * `actor`: who finishes it, for the trail (the reconciler: system).
 */
export async function continueCancellation(orderId: string, actor: OrderEventActor = "system"): Promise<OrderDto> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { id: true, paymentIntentId: true, cancellationStartedAt: true },
  });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND, "order_not_found");
  if (!order.cancellationStartedAt) return orderDtoOrThrow(orderId);

  let release: Release;
  try {
    release = await releasePayment(order.paymentIntentId, `refund:${order.id}`);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await transaction(async (tx) => {
        const { count } = await tx.order.updateMany({
          where: { id: orderId, cancellationStartedAt: { not: null } },
          data: { cancellationStartedAt: null, cancellationError: error.message },
        });
        if (count === 1)
          await recordOrderEvents(tx, orderId, [
            { actor: "gateway", type: "cancellation_failed", note: error.message },
          ]);
      });
      throw new ConflictError(`${REFUND_FAILED} ${error.message}`, "refund_failed");
    }
    log.error({ err: error, orderId }, "releasing the payment of a cancelled order failed; the reconciler will retry");
    throw new ServiceUnavailableError(REFUND_PENDING, "refund_pending");
  }
  await finishCancellation(orderId, release, actor);
  return orderDtoOrThrow(orderId);
}

/**
 * Phase 3: the money is on its way back; the order says so, its pieces return to stock, the buyer is told. A refund
 * the bank has not finished (Stripe: `pending`) leaves the payment `captured` with the refund pending in the ledger,
 * as the maker's own refunds are: the refund event or the scheduled work settles it (refunded, the buyer mailed; or
 * failed, the reason in the history and the amount the maker's to refund again).
 */
async function finishCancellation(orderId: string, release: Release, actor: OrderEventActor): Promise<void> {
  const givenBack = release.kind === "voided" || release.refund === null || release.refund.status === "succeeded";
  const paymentStatus = release.kind === "voided" ? "voided" : givenBack ? "refunded" : undefined;
  const finished = await transaction(async (tx) => {
    // Read under the lock: the trail says what the order and its payment were before the cancellation ended.
    const [before] = await tx.$queryRaw<{ status: string; payment_status: string }[]>`
      SELECT status::text AS status, payment_status::text AS payment_status FROM orders WHERE id = ${orderId} AND cancellation_started_at IS NOT NULL FOR UPDATE`;
    if (!before) return null;
    await tx.order.update({
      where: { id: orderId },
      data: { status: "cancelled", paymentStatus, cancellationStartedAt: null, cancellationError: null },
    });
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: orderWithItems });
    if (release.kind === "refunded") await recordCancellationRefund(tx, order, release.refund);
    await restoreStock(tx, order.items);
    const mail = cancelledMail(order, release.kind);
    await enqueueEmail(tx, mail);
    await recordOrderEvents(tx, orderId, [
      ...(paymentStatus === undefined || before.payment_status === paymentStatus
        ? []
        : [{ actor: "gateway", type: "payment", from: before.payment_status, to: paymentStatus } as const]),
      { actor, type: "status", from: before.status, to: "cancelled" },
      mailQueuedEvent(mail),
    ]);
    return order.items;
  });
  if (finished === null) return;
  // The pieces are on sale again: their cached pages must show the stock at once.
  revalidateProductPages(finished.map((item) => item.productId));
  deliverEmailsSoon();
  await sendBackInStockAlerts(finished.map((item) => item.productId));
}
