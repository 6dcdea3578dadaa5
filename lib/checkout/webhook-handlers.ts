import "server-only";
import { settleCheckout } from "@/lib/checkout/settle";
import { ServiceUnavailableError } from "@/lib/errors";
import { settleRefundFromEvent } from "@/lib/orders/refunds/returned";
import type { PaymentIntentView } from "@/lib/payments/gateway";
import type { WebhookHandlers } from "@/lib/payments/webhooks/handle-webhook";

/**
 * Any event about one of the shop's payments settles its checkout as it is now (events arrive late, twice and out
 * of order; the intent is read again, so order does not matter). A capture that could not be confirmed answers
 * 503, so the sender delivers the event again; every other outcome is final and acknowledged.
 */
async function settleFromEvent(intent: PaymentIntentView): Promise<void> {
  const outcome = await settleCheckout(intent.id);
  if (outcome.kind === "ordered" && !outcome.captured) {
    throw new ServiceUnavailableError(
      "The payment could not be captured yet; deliver this event again.",
      "capture_pending",
    );
  }
}

/**
 * The payment events the shop acts on, by Stripe's names; the webhook endpoint hands them to lib/payments. Checkout
 * owns the payments' lifecycle, the orders module its refunds'.
 */
export const paymentWebhookHandlers: WebhookHandlers = {
  intents: {
    // The card is authorized (manual capture): secure the piece, write the order, capture.
    "payment_intent.amount_capturable_updated": settleFromEvent,
    // Captured, here or elsewhere (a capture retried, the dashboard): the order is marked paid if it is not yet.
    "payment_intent.succeeded": settleFromEvent,
    // Cancelled (an authorization that lapsed, a void): an open checkout closes, a pending order is cancelled.
    "payment_intent.canceled": settleFromEvent,
  },
  refunds: {
    // A refund that was with the bank has ended (given back, or returned): settled now rather than by the next round
    // of the scheduled work, which asks after it every two minutes.
    "refund.updated": settleRefundFromEvent,
    "refund.failed": settleRefundFromEvent,
  },
};
