import "server-only";
import { AppError, ConflictError, PaymentDeclinedError } from "@/lib/http/errors";
import type { PaymentIntentView } from "@/lib/payments/gateway";

// Why a paid checkout ended without an order. Both mean the payment was refunded: such a draft never becomes an
// order, however often the webhook or the buyer's page asks again.
const OUT_OF_STOCK = "out_of_stock:";
const AMOUNT_MISMATCH = "amount_mismatch";

export function outOfStockReason(pieceName: string): string {
  return `${OUT_OF_STOCK}${pieceName}`;
}

export const amountMismatchReason = AMOUNT_MISMATCH;

/** True for a draft failed after its payment succeeded (and was refunded), as opposed to a declined card. */
export function isRefundedFailure(reason: string | null): reason is string {
  return reason !== null && (reason.startsWith(OUT_OF_STOCK) || reason === AMOUNT_MISMATCH);
}

/** The piece named in an out-of-stock reason, else null. */
export function soldOutPiece(reason: string | null): string | null {
  return reason?.startsWith(OUT_OF_STOCK) ? reason.slice(OUT_OF_STOCK.length) : null;
}

/** The 409 the buyer's page shows when the checkout could not become an order and the payment went back. */
export function refundedCheckoutError(reason: string | null): AppError {
  const piece = soldOutPiece(reason);
  if (piece !== null) {
    return new AppError(
      409,
      "out_of_stock",
      `Sorry, "${piece}" sold out while your payment was being processed. Your payment has been refunded in full and we have emailed you.`,
    );
  }
  return new AppError(409, "payment_mismatch", "Your payment did not match your order, so it has been refunded in full. Please try again.");
}

/** The answer for an intent that has not (or not yet) succeeded: no order can exist for it. */
export function unpaidIntentError(intent: PaymentIntentView): AppError {
  switch (intent.status) {
    case "requires_payment_method":
      return new PaymentDeclinedError(intent.lastPaymentError ?? "Payment failed. Please try again.", "payment_failed");
    case "canceled":
      return new ConflictError("This payment was cancelled. Please try again.", "payment_canceled");
    default:
      return new ConflictError("Payment processing. Please wait...", "payment_processing");
  }
}
