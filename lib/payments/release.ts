import "server-only";
import { ConflictError } from "@/lib/errors";
import { getPaymentGateway } from "@/lib/payments/gateway";

/** What giving a payment back came to: an authorization cancelled (never charged), or a capture refunded. */
export type Release = "voided" | "refunded";

// Each round reads the intent and acts on what it sees; a buyer's capture or confirmation racing us moves it on,
// and the next round acts on the new state. Three rounds cover every move an intent can make.
const ROUNDS = 3;

/**
 * Gives a payment back, whatever state it is in: an intent not yet captured is cancelled (the authorization is
 * voided: no charge, no refund, no fee), a captured one is refunded in full under `refundKey` (never twice), one
 * already cancelled or refunded is left as it is. Safe to repeat: every caller (the buyer's page, a webhook, the
 * reconciler, the maker's cancel) can call it after a crash. Gateway refusals propagate (an AppError below 500),
 * as do outages.
 */
export async function releasePayment(paymentIntentId: string, refundKey: string): Promise<Release> {
  const gateway = getPaymentGateway();
  for (let round = 0; round < ROUNDS; round += 1) {
    const intent = await gateway.retrieveIntent(paymentIntentId);
    if (intent.status === "canceled") return "voided";
    if (intent.status === "succeeded") {
      if (intent.amountRefunded < intent.amount) await gateway.refundIntent(paymentIntentId, refundKey);
      return "refunded";
    }
    try {
      await gateway.cancelIntent(paymentIntentId);
      return "voided";
    } catch (error) {
      // Captured meanwhile (Stripe: "cannot cancel … status of succeeded"): read it again and refund instead.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  throw new Error(`payment ${paymentIntentId} kept changing state while being released`);
}
