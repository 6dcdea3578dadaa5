import "server-only";
import { revalidateProductPages } from "@/lib/catalog/revalidate";
import { StockShortage } from "@/lib/catalog/stock";
import { closeDraft, releaseClosedDraft, type Closing } from "@/lib/checkout/close-draft";
import { DRAFT_TX, lockDraft } from "@/lib/checkout/draft-lock";
import { readAddressSnapshot, readDraftItems } from "@/lib/checkout/draft-shapes";
import type { CheckoutOutcome } from "@/lib/checkout/outcomes";
import { QuoteUnavailable, redeemQuote } from "@/lib/commissions/quotes";
import { db, transaction } from "@/lib/db";
import { DiscountUnavailable, redeemDiscount } from "@/lib/discounts/redeem";
import type { CheckoutDraft } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import type { OrderWithItems } from "@/lib/orders/dto";
import { insertOrder, type OrderSnapshot } from "@/lib/orders/insert-order";
import { cancelUnpaidOrder, markOrderPaid } from "@/lib/orders/payment";
import { findOrderPaymentState } from "@/lib/orders/queries";
import { getPaymentGateway, type PaymentIntentView } from "@/lib/payments/gateway";
import { releasePayment } from "@/lib/payments/release";
import { isUniqueViolation } from "@/lib/db-errors";

// A checkout moves open → completed (its order written) or closed; a move that loses a race re-reads the draft
// and settles what it finds, which can only be a later state: this bounds the re-reads.
const MAX_ROUNDS = 3;

function orderSnapshot(draft: CheckoutDraft): OrderSnapshot {
  return {
    userId: draft.userId,
    email: draft.email,
    lines: readDraftItems(draft.items),
    subtotalCents: draft.subtotalCents,
    shippingCents: draft.shippingCents,
    taxCents: draft.taxCents,
    totalCents: draft.totalCents,
    discountCents: draft.discountCents,
    discountCode: draft.discountCode,
    taxRatePpm: draft.taxRatePpm,
    taxSource: draft.taxSource,
    currency: draft.currency,
    shippingMethod: draft.shippingMethod,
    shippingAddressId: draft.shippingAddressId,
    shippingAddress: readAddressSnapshot(draft.shippingAddress),
    paymentIntentId: draft.paymentIntentId,
    shipBy: draft.shipBy,
    deliveryFrom: draft.deliveryFrom,
    deliveryTo: draft.deliveryTo,
  };
}

/**
 * Takes the authorized money of a written order (keyed per draft, so a retried or racing capture never charges
 * twice) and marks the order paid. A capture the gateway refuses because the authorization is gone (lapsed,
 * cancelled, declined) cancels the order: pieces back on sale, the buyer told their card was not charged. A gateway
 * that does not answer, or an authorization still held (another caller's capture in flight), leaves the order
 * pending for the next caller or the reconciler.
 */
async function captureOrder(draft: CheckoutDraft, order: string | OrderWithItems): Promise<CheckoutOutcome> {
  const orderId = typeof order === "string" ? order : order.id;
  const gateway = getPaymentGateway();
  try {
    await gateway.captureIntent(draft.paymentIntentId, `capture:${draft.id}`);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) {
      log.error(
        { err: error, paymentIntentId: draft.paymentIntentId, orderId },
        "capture did not go through; it will be retried",
      );
      return { kind: "ordered", orderId, captured: false };
    }
    const intent = await gateway.retrieveIntent(draft.paymentIntentId);
    if (intent.status === "requires_capture") return { kind: "ordered", orderId, captured: false };
    if (intent.status !== "succeeded") {
      // Released before the order is cancelled: should this stop half-way, the order is still pending, and the
      // next attempt finds the authorization gone and comes back here.
      await releasePayment(draft.paymentIntentId, `refund:${draft.id}`);
      await cancelUnpaidOrder(orderId);
      return { kind: "payment_not_taken", orderId };
    }
  }
  const paid = await markOrderPaid(order);
  return { kind: "ordered", orderId, captured: true, ...(paid ? { order: paid } : {}) };
}

/** A completed draft: its order exists; a pending one still needs its capture. */
async function settleOrder(draft: CheckoutDraft, orderId: string): Promise<CheckoutOutcome> {
  const order = await findOrderPaymentState(orderId);
  if (!order) throw new Error(`checkout draft ${draft.id} names order ${orderId}, which does not exist`);
  if (order.status === "pending" && order.paymentStatus === "authorized" && !order.cancellationStartedAt)
    return captureOrder(draft, orderId);
  if (order.status === "cancelled" && order.paymentStatus === "voided") return { kind: "payment_not_taken", orderId };
  return { kind: "ordered", orderId, captured: order.paymentStatus !== "authorized" };
}

/** Closes the draft (or finds another caller moved it first) and gives its payment back. */
async function close(draft: CheckoutDraft, closing: Closing): Promise<CheckoutOutcome | "moved"> {
  if (!(await closeDraft(draft, closing))) return "moved";
  await releaseClosedDraft({
    id: draft.id,
    paymentIntentId: draft.paymentIntentId,
    releasedAt: closing.alreadyReleased ? new Date() : null,
  });
  return { kind: "not_completed", reason: closing.reason, soldOutPiece: closing.soldOutPiece ?? null };
}

/**
 * The buyer's card is authorized: within one transaction the draft is locked, the pieces taken with the
 * conditional update, the order written (pending), its discount code's use counted and its commission quote marked
 * paid; after the commit the payment is captured. A piece that ran out, a code used up, or a quote paid by buyers who
 * got there first, closes the draft instead and voids the authorization: never charged, never refunded.
 */
async function secure(draft: CheckoutDraft, intent: PaymentIntentView): Promise<CheckoutOutcome | "moved"> {
  if (intent.amount !== draft.totalCents || intent.currency.toLowerCase() !== draft.currency.toLowerCase()) {
    log.error(
      {
        paymentIntentId: intent.id,
        authorized: `${intent.amount} ${intent.currency}`,
        drafted: `${draft.totalCents} ${draft.currency}`,
      },
      "authorized amount differs from the checkout draft; closing it",
    );
    return close(draft, { reason: "amount_mismatch", notifyBuyer: true });
  }
  // Paid after the checkout's hour was up (an old page, an old price): refused, the authorization voided.
  if ((intent.authorizedAt ?? new Date()) > draft.expiresAt)
    return close(draft, { reason: "expired", notifyBuyer: true });

  let order: OrderWithItems | null;
  try {
    order = await transaction(async (tx) => {
      if ((await lockDraft(tx, draft.id)) !== "open") return null;
      const written = await insertOrder(tx, orderSnapshot(draft));
      if (draft.discountCode)
        await redeemDiscount(tx, { code: draft.discountCode, email: draft.email, orderId: written.id });
      if (draft.quoteId) await redeemQuote(tx, { quoteId: draft.quoteId, orderId: written.id });
      await tx.checkoutDraft.update({ where: { id: draft.id }, data: { status: "completed", orderId: written.id } });
      return written;
    }, DRAFT_TX);
  } catch (error) {
    if (error instanceof StockShortage)
      return close(draft, { reason: "sold_out", soldOutPiece: error.pieceName, notifyBuyer: true });
    if (error instanceof DiscountUnavailable)
      return close(draft, { reason: "discount_unavailable", notifyBuyer: true });
    // Another payment of the quote got there first (or the maker replaced it): this card is never charged.
    if (error instanceof QuoteUnavailable) return close(draft, { reason: "quote_unavailable", notifyBuyer: true });
    // orders.payment_intent_id is UNIQUE: should two callers ever get past the draft lock, the second is refused.
    if (isUniqueViolation(error)) return "moved";
    throw error;
  }
  if (order === null) return "moved";
  // The order took stock: the pieces' cached pages must stop offering one that just sold out.
  revalidateProductPages(order.items.map((item) => item.productId));
  return captureOrder(draft, order);
}

async function settleOnce(draft: CheckoutDraft | null): Promise<CheckoutOutcome | "moved"> {
  if (!draft) return { kind: "unknown" };
  const { paymentIntentId } = draft;
  if (draft.status === "completed" && draft.orderId) return settleOrder(draft, draft.orderId);
  if (draft.status === "closed") {
    await releaseClosedDraft(draft);
    return { kind: "not_completed", reason: draft.closedReason ?? "expired", soldOutPiece: draft.soldOutPiece };
  }

  const intent = await getPaymentGateway().retrieveIntent(paymentIntentId);
  if (intent.status === "requires_capture" || intent.status === "succeeded") return secure(draft, intent);
  if (intent.status === "canceled")
    return close(draft, { reason: "payment_canceled", notifyBuyer: false, alreadyReleased: true });
  if (draft.expiresAt <= new Date()) return close(draft, { reason: "expired", notifyBuyer: false });
  return { kind: "unpaid", intent };
}

/**
 * The one way a checkout moves forward, whoever asks: the payment webhook, the buyer's completion call, the
 * redirect back from a payment method, the reconciler. It reads the draft and the payment as they are now and
 * takes the next step (secure the piece and write the order, capture, close and void, release), so it is safe to
 * call any number of times, concurrently, and after a crash at any point. Outages propagate. A caller that has
 * just read the draft (to check it is the buyer's) passes it along rather than have it read twice.
 */
export async function settleCheckout(paymentIntentId: string, draft?: CheckoutDraft | null): Promise<CheckoutOutcome> {
  let current = draft === undefined ? await db.checkoutDraft.findUnique({ where: { paymentIntentId } }) : draft;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const outcome = await settleOnce(current);
    if (outcome !== "moved") return outcome;
    current = await db.checkoutDraft.findUnique({ where: { paymentIntentId } });
  }
  throw new Error(`checkout of ${paymentIntentId} kept moving while being settled`);
}
