import "server-only";
import { ServiceUnavailableError } from "@/lib/http/errors";
import type { PaymentGateway } from "@/lib/payments/gateway";
import { webhookSigningSecret } from "@/lib/payments/webhook-secret";
import { verifySignedEvent } from "@/lib/payments/webhook-signing";

function notYet(): never {
  // Placeholder until the Postgres-backed implementation lands (next commit on this branch).
  throw new ServiceUnavailableError("The test payment gateway is not available yet");
}

/** The built-in test gateway of DESIGN.md §4 (intents in Postgres, Stripe's test cards, signed events). */
export function createTestGateway(): PaymentGateway {
  return {
    mode: "test",
    createIntent: () => Promise.resolve(notYet()),
    retrieveIntent: () => Promise.resolve(notYet()),
    cancelIntent: () => Promise.resolve(notYet()),
    refundIntent: () => Promise.resolve(notYet()),
    verifyWebhook: (rawBody, signature) => verifySignedEvent(rawBody, signature, webhookSigningSecret()),
  };
}
