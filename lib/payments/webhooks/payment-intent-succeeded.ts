import "server-only";
import { AppError } from "@/lib/http/errors";
import { finalizeCheckout } from "@/lib/orders/finalize";
import type { PaymentIntentView } from "@/lib/payments/gateway";

/**
 * payment_intent.succeeded: the buyer paid, so the order is made even if their browser is gone. A 4xx-kind
 * outcome is final and acknowledged (an intent this shop has no draft for; a piece sold out, the payment
 * refunded and the buyer emailed); anything else (database or gateway unreachable) propagates as a 5xx so
 * the event is delivered again.
 */
export async function onPaymentIntentSucceeded(intent: PaymentIntentView): Promise<void> {
  try {
    await finalizeCheckout(intent.id);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    console.warn(`[webhook] payment_intent.succeeded ${intent.id}: ${error.code}: ${error.message}`);
  }
}
