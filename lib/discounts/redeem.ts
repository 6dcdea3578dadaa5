import "server-only";
import { db, type Tx } from "@/lib/db";
import { ALREADY_USED_BY_EMAIL, discountOffCents, UNKNOWN_CODE, whyCodeUnusable } from "@/lib/discounts/rules";
import { AppError } from "@/lib/errors";

/** 400 `invalid_discount_code`: the sentence says why (unknown, ended, used up…), against the field. */
export class InvalidDiscountCodeError extends AppError {
  constructor(message: string) {
    super(400, "invalid_discount_code", message, [{ path: "discountCode", message }]);
  }
}

/**
 * Thrown inside the order's transaction when the code can no longer be redeemed (used up by a buyer who got there
 * first, ended, switched off, or used by this email meanwhile): everything the transaction wrote rolls back.
 */
export class DiscountUnavailable extends Error {
  constructor(readonly code: string) {
    super(`discount code ${code} can no longer be redeemed`);
    this.name = "DiscountUnavailable";
  }
}

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * What a code takes off this subtotal for this buyer, checked now (the checkout's price); 400
 * `invalid_discount_code` naming the reason when it cannot be used. Counting the use waits for the order
 * (`redeemDiscount`), so a code shown here can still run out before the buyer pays.
 */
export async function priceDiscount(code: string, email: string, subtotalCents: number): Promise<{ code: string; discountCents: number }> {
  const terms = await db.discountCode.findUnique({ where: { code } });
  if (!terms) throw new InvalidDiscountCodeError(UNKNOWN_CODE);
  const why = whyCodeUnusable(terms, subtotalCents, new Date());
  if (why) throw new InvalidDiscountCodeError(why);
  if (terms.oncePerEmail && (await db.discountRedemption.count({ where: { discountCodeId: terms.id, email: emailKey(email) } })) > 0) {
    throw new InvalidDiscountCodeError(ALREADY_USED_BY_EMAIL);
  }
  return { code: terms.code, discountCents: discountOffCents(terms, subtotalCents) };
}

/**
 * Inside the order's transaction: counts one use of the code for this order, or throws DiscountUnavailable. The
 * count rises by one conditional update, which holds the code's row until the transaction ends, so buyers racing for
 * the last use queue on it and each sees the count the one before left: never more uses than `maxRedemptions`.
 * A once-per-email code's second use by an email is refused by the unique (code, email) key.
 */
export async function redeemDiscount(tx: Tx, use: { code: string; email: string; orderId: string }): Promise<void> {
  const now = new Date();
  const taken = await tx.$queryRaw<{ id: string; once_per_email: boolean }[]>`
    UPDATE discount_codes SET redemption_count = redemption_count + 1, updated_at = ${now}
    WHERE code = ${use.code} AND active
      AND (max_redemptions IS NULL OR redemption_count < max_redemptions)
      AND (starts_at IS NULL OR starts_at <= ${now}) AND (ends_at IS NULL OR ends_at > ${now})
    RETURNING id, once_per_email`;
  const code = taken[0];
  if (!code) throw new DiscountUnavailable(use.code);
  const email = emailKey(use.email);
  // ON CONFLICT DO NOTHING (skipDuplicates): a refused insert must not abort the transaction before we can say why.
  const written = await tx.discountRedemption.createMany({
    data: [{ discountCodeId: code.id, email, onceKey: code.once_per_email ? email : null, orderId: use.orderId }],
    skipDuplicates: true,
  });
  if (written.count === 0) throw new DiscountUnavailable(use.code);
}
