// Pure on purpose (zod only): what POST /api/admin/orders/{id}/refunds accepts, shared with the admin's refund form.
import { z } from "zod";
import { centsToDollars, MAX_PRICE_DOLLARS } from "@/lib/pricing/dollars";
import { dollarsAsCents, withCentsNames } from "@/lib/pricing/dollars-schema";

/** The longest reason kept: a sentence or two for the buyer and the books. */
export const REFUND_REASON_MAX = 500;

/** The header that makes a refund request safe to repeat. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/**
 * The request's body: `amount` in dollars (two decimals at most, more than 0; `amountCents` parsed) and the reason the
 * buyer reads.
 */
export const createRefundSchema = withCentsNames(
  z.object({
    amount: dollarsAsCents("amount", {
      positive: true,
      max: MAX_PRICE_DOLLARS * 100,
      messages: { type: "amount must be a number of dollars", max: "amount is larger than any order" },
    }),
    reason: z
      .string({ error: "reason must be text" })
      .trim()
      .min(1, "reason is required: the buyer reads it")
      .max(REFUND_REASON_MAX, `reason must be at most ${REFUND_REASON_MAX} characters`),
  }),
  ["amount"],
);

/** A client's idempotency key: 8 to 255 visible ASCII characters (a UUID fits). */
export const idempotencyKeySchema = z
  .string({ error: `${IDEMPOTENCY_KEY_HEADER} header is required` })
  .trim()
  .regex(/^[\x21-\x7e]{8,255}$/, `${IDEMPOTENCY_KEY_HEADER} must be 8 to 255 visible characters (a UUID, say)`);

/**
 * A refund's own `amount`, written in dollars here rather than through the API's money table
 * (lib/pricing/api-money.ts): `amount` means cents in the payment intent's answer (Stripe's convention), so the
 * table cannot own the name. The rest of the answer's money passes through the table as usual.
 */
export function withRefundAmountInDollars<T extends { amountCents: number }>({
  amountCents,
  ...rest
}: T): Omit<T, "amountCents"> & { amount: number } {
  return { ...rest, amount: centsToDollars(amountCents) };
}
