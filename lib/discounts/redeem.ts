import "server-only";
import { createHash } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import {
  ALREADY_USED_BY_EMAIL,
  discountOffCents,
  MEMBERS_ONLY,
  UNKNOWN_CODE,
  whyCodeUnusable,
} from "@/lib/discounts/rules";
import { AppError } from "@/lib/errors";
import { mailboxOf } from "@/lib/mailbox";

/**
 * 400 against the field: `invalid_discount_code` with the sentence saying why (unknown, ended, used up…), or
 * `discount_members_only` for a members-only code at a guest's checkout.
 */
export class InvalidDiscountCodeError extends AppError {
  constructor(message: string, code: "invalid_discount_code" | "discount_members_only" = "invalid_discount_code") {
    super(400, code, message, [{ path: "discountCode", message }]);
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

// A once-per-email use is kept per mailbox, so `me+2@`, `ME@` and Gmail's dots are the same person; hashed, so a
// redemption outlives her account's deletion without her address.
const onceKeyOf = (email: string) => createHash("sha256").update(mailboxOf(email)).digest("hex");

/** Who is paying: the email the code is counted against, and whether a signed-in member has verified it. */
export type DiscountBuyer = { email: string; verifiedMember: boolean };

/**
 * What a code takes off this subtotal for this buyer, checked now (the checkout's price); 400
 * `invalid_discount_code` naming the reason when it cannot be used, 400 `discount_members_only` for a members-only
 * code and a guest. Counting the use waits for the order (`redeemDiscount`), so a code shown here can still run out
 * before the buyer pays.
 */
export async function priceDiscount(
  code: string,
  buyer: DiscountBuyer,
  subtotalCents: number,
): Promise<{ code: string; discountCents: number }> {
  const terms = await db.discountCode.findUnique({ where: { code } });
  if (!terms) throw new InvalidDiscountCodeError(UNKNOWN_CODE);
  const why = whyCodeUnusable(terms, subtotalCents, new Date());
  if (why) throw new InvalidDiscountCodeError(why);
  if (terms.membersOnly && !buyer.verifiedMember)
    throw new InvalidDiscountCodeError(MEMBERS_ONLY, "discount_members_only");
  if (
    terms.oncePerEmail &&
    (await db.discountRedemption.count({ where: { discountCodeId: terms.id, onceKey: onceKeyOf(buyer.email) } })) > 0
  ) {
    throw new InvalidDiscountCodeError(ALREADY_USED_BY_EMAIL);
  }
  return { code: terms.code, discountCents: discountOffCents(terms, subtotalCents) };
}

/**
 * Inside the order's transaction: counts one use of the code for this order, or throws DiscountUnavailable. The
 * count rises by one conditional update, which holds the code's row until the transaction ends, so buyers racing for
 * the last use queue on it and each sees the count the one before left: never more uses than `maxRedemptions`.
 * A once-per-email code's second use by a mailbox, however spelled, is refused by the unique (code, mailbox) key.
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
  // ON CONFLICT DO NOTHING (skipDuplicates): a refused insert must not abort the transaction before we can say why.
  const written = await tx.discountRedemption.createMany({
    data: [
      { discountCodeId: code.id, onceKey: code.once_per_email ? onceKeyOf(use.email) : null, orderId: use.orderId },
    ],
    skipDuplicates: true,
  });
  if (written.count === 0) throw new DiscountUnavailable(use.code);
}
