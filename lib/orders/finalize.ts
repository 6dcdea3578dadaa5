import "server-only";
import { revalidateCataloguePages } from "@/lib/catalog/revalidate";
import { db } from "@/lib/db";
import { deliverEmailsSoon } from "@/lib/email/outbox";
import type { CheckoutDraft } from "@/lib/generated/prisma/client";
import { NotFoundError } from "@/lib/http/errors";
import {
  amountMismatchReason,
  isRefundedFailure,
  outOfStockReason,
  refundedCheckoutError,
  unpaidIntentError,
} from "@/lib/orders/checkout-outcomes";
import { DRAFT_TX } from "@/lib/orders/draft-lock";
import { placeOrder, RefundedCheckout, StockShortage } from "@/lib/orders/place-order";
import { refundCheckout } from "@/lib/orders/refund-checkout";
import { getPaymentGateway } from "@/lib/payments/gateway";

export const CHECKOUT_NOT_FOUND = "Order not found";

export type FinalizedCheckout = { orderId: string; created: boolean; draft: CheckoutDraft };

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

/** Refunds (once) and answers the 409 the buyer sees, unless an order turned up for the draft meanwhile. */
async function refundAndRefuse(draft: CheckoutDraft, reason: string): Promise<FinalizedCheckout> {
  const orderId = await refundCheckout(draft, reason);
  if (orderId) return { orderId, created: false, draft };
  throw refundedCheckoutError(reason);
}

/**
 * The one way a checkout becomes an order, called by the payment webhook and by both completion calls.
 * Idempotent: the first caller creates the order (stock taken, member's cart lines cleared, draft completed,
 * confirmation queued, all in one transaction); every later or concurrent caller gets that same order.
 * Requires the gateway to say the intent succeeded for the draft's amount and currency: no order without a
 * payment. If a piece sold out meanwhile, nothing of the order is written, the payment is refunded, the buyer
 * is emailed, and a 409 says so: no payment without an order or a refund. 404 when no draft has this intent.
 */
export async function finalizeCheckout(paymentIntentId: string): Promise<FinalizedCheckout> {
  const draft = await db.checkoutDraft.findUnique({ where: { paymentIntentId } });
  if (!draft) throw new NotFoundError(CHECKOUT_NOT_FOUND, "order_not_found");
  if (draft.orderId) return { orderId: draft.orderId, created: false, draft };
  if (draft.status === "failed" && isRefundedFailure(draft.failureReason)) {
    return refundAndRefuse(draft, draft.failureReason);
  }

  const intent = await getPaymentGateway().retrieveIntent(paymentIntentId);
  if (intent.status !== "succeeded") throw unpaidIntentError(intent);
  if (intent.amount !== draft.totalCents || intent.currency.toLowerCase() !== draft.currency.toLowerCase()) {
    console.error(`[checkout] intent ${paymentIntentId} paid ${intent.amount} ${intent.currency}, draft says ${draft.totalCents} ${draft.currency}`);
    return refundAndRefuse(draft, amountMismatchReason);
  }

  try {
    const placed = await db.$transaction((tx) => placeOrder(tx, draft), DRAFT_TX);
    if (placed.created) {
      // The order took stock: cached product pages must stop offering a piece that just sold out.
      revalidateCataloguePages();
      deliverEmailsSoon();
    }
    return { ...placed, draft };
  } catch (error) {
    if (error instanceof StockShortage) return refundAndRefuse(draft, outOfStockReason(error.pieceName));
    if (error instanceof RefundedCheckout) return refundAndRefuse(draft, error.reason ?? amountMismatchReason);
    // orders.payment_intent_id is UNIQUE: should two finalizers ever get past the draft lock, the database refuses
    // the second order and the caller answers the first one.
    if (isUniqueViolation(error)) {
      const existing = await db.order.findUnique({ where: { paymentIntentId }, select: { id: true } });
      if (existing) return { orderId: existing.id, created: false, draft };
    }
    throw error;
  }
}
