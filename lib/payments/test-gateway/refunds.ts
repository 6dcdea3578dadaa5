import "server-only";
import { db, transaction } from "@/lib/db";
import { ConflictError, NotFoundError } from "@/lib/errors";
import type { GatewayRefund } from "@/lib/payments/types";
import { randomStripeId } from "@/lib/payments/test-gateway/intents";

/**
 * Refunds part of a succeeded test intent, as Stripe's refunds.create with an amount does: once per idempotency key
 * (a repeat answers the first refund), never past what remains. The intent's row is locked while the refund is
 * written, so two refunds at once cannot both take the last of it.
 */
export async function refundStoredAmount(
  intentId: string,
  amount: number,
  idempotencyKey: string,
): Promise<GatewayRefund> {
  return transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ amount: number; amount_refunded: number; status: string }[]>`
      SELECT amount, amount_refunded, status FROM test_payment_intents WHERE id = ${intentId} FOR UPDATE`;
    const intent = rows[0];
    if (!intent) throw new NotFoundError("Payment not found", "payment_not_found");
    const earlier = await tx.testRefund.findUnique({ where: { idempotencyKey } });
    if (earlier) return succeeded(earlier);
    if (intent.status !== "succeeded") {
      throw new ConflictError(
        `This PaymentIntent does not have a successful charge to refund (status ${intent.status}).`,
        "payment_intent_unexpected_state",
      );
    }
    const remaining = intent.amount - intent.amount_refunded;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) {
      throw new ConflictError(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining}).`,
        "amount_too_large",
      );
    }
    const refund = await tx.testRefund.create({
      data: { id: randomStripeId("re"), paymentIntentId: intentId, amount, idempotencyKey },
    });
    await tx.testPaymentIntent.update({ where: { id: intentId }, data: { amountRefunded: { increment: amount } } });
    return succeeded(refund);
  });
}

/** A test refund is given back at once, as a card's is at Stripe. */
const succeeded = (refund: { id: string; amount: number }): GatewayRefund => ({
  id: refund.id,
  amount: refund.amount,
  status: "succeeded",
  failure: null,
});

/** A test refund by its id; 404 when there is none, as Stripe answers. */
export async function findStoredRefund(refundId: string): Promise<GatewayRefund> {
  const refund = await db.testRefund.findUnique({ where: { id: refundId } });
  if (!refund) throw new NotFoundError("Refund not found", "refund_not_found");
  return succeeded(refund);
}

/** The test refund made of `intentId` under `idempotencyKey`, or null. */
export async function findKeyedRefund(intentId: string, idempotencyKey: string): Promise<GatewayRefund | null> {
  const refund = await db.testRefund.findFirst({ where: { paymentIntentId: intentId, idempotencyKey } });
  return refund ? succeeded(refund) : null;
}
