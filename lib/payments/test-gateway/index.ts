import "server-only";
import type { PaymentGateway } from "@/lib/payments/types";
import { buildTestEvent, deliverTestEvent, stripeShapedIntent } from "@/lib/payments/test-gateway/events";
import {
  cancelStoredIntent,
  captureStoredIntent,
  createStoredIntent,
  findStoredIntentOrThrow,
  toView,
} from "@/lib/payments/test-gateway/intents";
import { findKeyedRefund, findStoredRefund, refundStoredAmount } from "@/lib/payments/test-gateway/refunds";
import { webhookSigningSecret } from "@/lib/payments/webhook-secret";
import { verifySignedEvent } from "@/lib/payments/webhook-signing";

/**
 * The built-in test gateway: intents in Postgres (test_payment_intents) with Stripe-shaped ids and Stripe's
 * lifecycle for manual capture (requires_payment_method → requires_capture → succeeded or canceled), paid with
 * Stripe's test cards through confirmTestPayment, events named and signed as Stripe names and signs them.
 */
export function createTestGateway(): PaymentGateway {
  return {
    mode: "test",
    async createIntent(input) {
      return toView(await createStoredIntent(input));
    },
    async retrieveIntent(id) {
      return toView(await findStoredIntentOrThrow({ id }));
    },
    async captureIntent(id) {
      // Stripe keys a capture by its idempotency key; here an intent is captured at most once, which is the same.
      const { row, changed } = await captureStoredIntent(id);
      // Announced asynchronously, as Stripe does: the caller may itself be handling a webhook.
      if (changed) void deliverTestEvent(buildTestEvent("payment_intent.succeeded", stripeShapedIntent(row)));
      return toView(row);
    },
    async cancelIntent(id) {
      const { row, changed } = await cancelStoredIntent(id);
      // Stripe announces a cancellation once, asynchronously; not awaited, because the caller may itself be the
      // webhook handler (stock ran out) and must not wait on a second webhook to its own server.
      if (changed) void deliverTestEvent(buildTestEvent("payment_intent.canceled", stripeShapedIntent(row)));
      return toView(row);
    },
    async refundAmount(id, amount, idempotencyKey) {
      return refundStoredAmount(id, amount, idempotencyKey);
    },
    async findRefund(intentId, idempotencyKey) {
      return findKeyedRefund(intentId, idempotencyKey);
    },
    async retrieveRefund(refundId) {
      return findStoredRefund(refundId);
    },
    verifyWebhook(rawBody, signature) {
      return verifySignedEvent(rawBody, signature, webhookSigningSecret());
    },
  };
}
