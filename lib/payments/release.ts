import "server-only";
import { ConflictError } from "@/lib/errors";
import {
  getPaymentGateway,
  type GatewayRefund,
  type PaymentGateway,
  type PaymentIntentView,
} from "@/lib/payments/gateway";

/**
 * What giving a payment back came to: an authorization cancelled (never charged), or a capture refunded, with the
 * refund made (its id and where the bank stands on it: a refund can stay `pending` for days, or fail), or null when
 * nothing remained to refund and no refund was made under the caller's key.
 */
export type Release = { kind: "voided" } | { kind: "refunded"; refund: GatewayRefund | null };

// Each round reads the intent and acts on what it sees; a buyer's capture or confirmation racing us moves it on,
// and the next round acts on the new state. Three rounds cover every move an intent can make.
const ROUNDS = 3;

/**
 * Refunds what remains of a captured intent under `key`. When nothing remains, the refund that took it may be this
 * key's own, made by a caller that died before writing it down (or by a release racing this one): that refund is
 * answered as it stands now, since the bank may not have given it back yet. Null when nothing remains and no refund
 * was made under `key` (the maker's own refunds took it all).
 */
async function refundRemaining(
  gateway: PaymentGateway,
  intent: PaymentIntentView,
  key: string,
): Promise<GatewayRefund | null> {
  if (intent.amountRefunded >= intent.amount) return gateway.findRefund(intent.id, key);
  try {
    return await gateway.refundAmount(intent.id, intent.amount - intent.amountRefunded, key);
  } catch (error) {
    // Refunded meanwhile by another caller (Stripe: "greater than unrefunded amount"): nothing remains, as asked.
    // Any other refusal is the gateway's answer and goes to the caller.
    if (error instanceof ConflictError && (await gateway.retrieveIntent(intent.id)).amountRefunded >= intent.amount)
      return gateway.findRefund(intent.id, key);
    throw error;
  }
}

/**
 * Gives a payment back, whatever state it is in: an intent not yet captured is cancelled (the authorization is
 * voided: no charge, no refund, no fee), a captured one has what remains of it refunded under `refundKey` (never
 * twice), one already cancelled or refunded is left as it is. Safe to repeat: every caller (the buyer's page, a
 * webhook, the reconciler, the maker's cancel) can call it after a crash. Gateway refusals propagate (an AppError below
 * 500),
 * as do outages.
 */
export async function releasePayment(paymentIntentId: string, refundKey: string): Promise<Release> {
  const gateway = getPaymentGateway();
  for (let round = 0; round < ROUNDS; round += 1) {
    const intent = await gateway.retrieveIntent(paymentIntentId);
    if (intent.status === "canceled") return { kind: "voided" };
    if (intent.status === "succeeded")
      return { kind: "refunded", refund: await refundRemaining(gateway, intent, refundKey) };
    try {
      await gateway.cancelIntent(paymentIntentId);
      return { kind: "voided" };
    } catch (error) {
      // Captured meanwhile (Stripe: "cannot cancel … status of succeeded"): read it again and refund instead.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  throw new Error(`payment ${paymentIntentId} kept changing state while being released`);
}
