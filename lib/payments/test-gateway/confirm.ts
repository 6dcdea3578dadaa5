import "server-only";
import { env } from "@/lib/env";
import { NotFoundError, PaymentDeclinedError, ValidationError } from "@/lib/errors";
import type { PaymentIntentStatus } from "@/lib/payments/types";
import { testCardOutcome } from "@/lib/payments/test-gateway/cards";
import { buildTestEvent, deliverTestEvent, stripeShapedIntent } from "@/lib/payments/test-gateway/events";
import { CONFIRMABLE, findStoredIntentOrThrow, transitionStoredIntent } from "@/lib/payments/test-gateway/intents";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import { TEST_CONFIRMS_PER_INTENT } from "@/lib/rate-limit/policies";

/** 404 unless the test gateway is the one taking payments: its endpoints must not exist beside real Stripe. */
export function assertTestGatewayActive(): void {
  if (env().PAYMENTS !== "test") throw new NotFoundError("Not found");
}

type TestConfirmResult = { status: PaymentIntentStatus; paymentIntentId: string };

/**
 * Pays a test intent with one of Stripe's test card numbers, as Stripe's card form would for a manual-capture
 * intent: 4242 4242 4242 4242 is authorized (requires_capture: the money is held, not taken), 4000 0000 0000 0002
 * is declined, 4000 0000 0000 9995 has insufficient funds (both 402, the intent stays payable as Stripe leaves
 * it), anything else is refused as an invalid number (400, nothing attempted). An authorization and a decline each
 * deliver their signed event (payment_intent.amount_capturable_updated / payment_intent.payment_failed) to the
 * webhook endpoint before answering, so the order usually exists (and is captured) when the browser hears back.
 * 429 past 10 confirmations of one intent in 10 minutes.
 */
export async function confirmTestPayment(clientSecret: string, cardNumber: string): Promise<TestConfirmResult> {
  assertTestGatewayActive();
  const row = await findStoredIntentOrThrow({ clientSecret });
  // Counted once the secret found its intent: nobody else's guesses spend this buyer's tries.
  await enforceRateLimits([[TEST_CONFIRMS_PER_INTENT, row.id]]);
  const outcome = testCardOutcome(cardNumber);
  if (outcome.kind === "invalid") {
    throw new ValidationError(outcome.message, [{ path: "cardNumber", message: outcome.message }]);
  }
  if (outcome.kind === "success") {
    const authorized = await transitionStoredIntent(row, "confirm", CONFIRMABLE, {
      status: "requires_capture",
      lastPaymentError: null,
      authorizedAt: new Date(),
    });
    await deliverTestEvent(buildTestEvent("payment_intent.amount_capturable_updated", stripeShapedIntent(authorized)));
    return { status: "requires_capture", paymentIntentId: authorized.id };
  }
  const { failure } = outcome;
  const failed = await transitionStoredIntent(row, "confirm", CONFIRMABLE, {
    status: "requires_payment_method",
    lastPaymentError: failure.message,
  });
  await deliverTestEvent(buildTestEvent("payment_intent.payment_failed", stripeShapedIntent(failed, failure)));
  throw new PaymentDeclinedError(
    failure.message,
    failure.declineCode === "insufficient_funds" ? "insufficient_funds" : "card_declined",
  );
}
