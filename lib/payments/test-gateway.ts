import "server-only";
import type { PaymentGateway } from "@/lib/payments/gateway";
import { buildTestEvent, deliverTestEvent, stripeShapedIntent } from "@/lib/payments/test-events";
import { cancelStoredIntent, createStoredIntent, findStoredIntentOrThrow, refundStoredIntent, toView } from "@/lib/payments/test-intents";
import { webhookSigningSecret } from "@/lib/payments/webhook-secret";
import { verifySignedEvent } from "@/lib/payments/webhook-signing";

/**
 * The built-in test gateway of DESIGN.md §4: intents in Postgres (test_payment_intents) with Stripe-shaped ids
 * and statuses, paid with Stripe's test cards through confirmTestPayment, events signed as Stripe signs them.
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
    async cancelIntent(id) {
      const { row, changed } = await cancelStoredIntent(id);
      // Stripe announces a cancellation once, asynchronously; not awaited, because the caller may itself be the
      // webhook handler (stock ran out) and must not wait on a second webhook to its own server.
      if (changed) void deliverTestEvent(buildTestEvent("payment_intent.canceled", stripeShapedIntent(row)));
      return toView(row);
    },
    async refundIntent(id) {
      return toView(await refundStoredIntent(id));
    },
    verifyWebhook(rawBody, signature) {
      return verifySignedEvent(rawBody, signature, webhookSigningSecret());
    },
  };
}
