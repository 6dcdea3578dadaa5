import "server-only";
import type { CheckoutClosedReason } from "@/lib/generated/prisma/enums";
import { ConflictError, PaymentDeclinedError, type AppError } from "@/lib/errors";
import type { OrderWithItems } from "@/lib/orders/dto";
import type { PaymentIntentView } from "@/lib/payments/gateway";

/**
 * Where a checkout stands once it has been settled (settleCheckout), as data rather than exceptions:
 * - ordered: its order exists; `captured` false while the capture waits for a gateway that did not answer; `order`
 *   is the order as this call left it, when it wrote or paid it (else it is read when needed);
 * - payment_not_taken: the order was written but the capture was refused, so it was cancelled (card not charged);
 * - not_completed: it ended without an order, for `reason` (a sold-out piece names itself); card not charged;
 * - unpaid: no payment to act on yet (declined, processing, needs the buyer's action);
 * - unknown: no checkout of this shop has that payment.
 */
export type CheckoutOutcome =
  | { kind: "ordered"; orderId: string; captured: boolean; order?: OrderWithItems }
  | { kind: "payment_not_taken"; orderId: string }
  | { kind: "not_completed"; reason: CheckoutClosedReason; soldOutPiece: string | null }
  | { kind: "unpaid"; intent: PaymentIntentView }
  | { kind: "unknown" };

/** What the buyer's page says when a checkout ended without an order: always that their card was not charged. */
export function notCompletedError(reason: CheckoutClosedReason, soldOutPiece: string | null): AppError {
  switch (reason) {
    case "sold_out":
      return new ConflictError(
        `Sorry, "${soldOutPiece ?? "a piece in your order"}" sold out while your payment was being processed. Your card was not charged, and we have emailed you.`,
        "out_of_stock",
      );
    case "expired":
      return new ConflictError(
        "This checkout has expired. Your card was not charged. Please check out again.",
        "checkout_expired",
      );
    case "replaced":
      return new ConflictError(
        "This checkout was replaced by a newer one. Your card was not charged. Please check out again.",
        "checkout_replaced",
      );
    case "amount_mismatch":
      return new ConflictError(
        "Your payment did not match your order, so it was cancelled. Your card was not charged. Please try again.",
        "payment_mismatch",
      );
    case "payment_canceled":
      return new ConflictError(
        "This payment was cancelled. Your card was not charged. Please try again.",
        "payment_canceled",
      );
    case "discount_unavailable":
      return new ConflictError(
        "Sorry, your discount code ran out while your payment was being processed. Your card was not charged, and we have emailed you.",
        "discount_unavailable",
      );
    case "quote_unavailable":
      return new ConflictError(
        "This quote was paid (or replaced) while your payment was being processed. Your card was not charged, and we have emailed you.",
        "quote_already_paid",
      );
  }
}

/** The capture was refused after the order was written: it was cancelled and the buyer was emailed. */
export function paymentNotTakenError(): AppError {
  return new ConflictError(
    "We could not take your payment, so your order was cancelled. Your card was not charged, and we have emailed you.",
    "payment_not_taken",
  );
}

/** The answer for a payment that has not (or not yet) been authorized: no order can exist for it. */
export function unpaidIntentError(intent: PaymentIntentView): AppError {
  switch (intent.status) {
    case "requires_payment_method":
      return new PaymentDeclinedError(intent.lastPaymentError ?? "Payment failed. Please try again.", "payment_failed");
    case "canceled":
      return new ConflictError(
        "This payment was cancelled. Your card was not charged. Please try again.",
        "payment_canceled",
      );
    default:
      return new ConflictError("Payment processing. Please wait...", "payment_processing");
  }
}
