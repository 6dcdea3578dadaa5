// Shared rules (no server-only): the figures the checkout shows before and after the server priced the payment intent.
import type { PaymentIntentAnswer } from "@/lib/checkout/schemas";
import type { CartLine } from "@/lib/cart/cart-lines";
import { subtotalCents } from "@/lib/pricing/money";
import type { ShippingMethodId } from "@/lib/pricing/shipping";
import { checkoutTotals, type CheckoutTotals } from "@/lib/pricing/totals";

/**
 * What the wallet's address falls back to for tax while it names no state yet (before the payer has picked one).
 * Here, with the figures every checkout page loads, rather than with the wallet's pricing, which loads with the wallet.
 */
export const WALLET_FALLBACK_STATE = "CA";

/**
 * What the server will charge for these lines and method at the tax rate the server named for the address
 * (GET /api/tax/rate; parts per million, 0 while unknown): the same pricing modules it uses.
 */
export function estimateTotals(
  items: readonly CartLine[],
  method: ShippingMethodId,
  taxRatePpm: number,
): CheckoutTotals {
  return checkoutTotals({ subtotalCents: subtotalCents(items), method, taxRate: taxRatePpm });
}

/** The longest time a line takes to make, in business days (0 when every piece is ready to ship). */
export function longestLeadTime(items: readonly Pick<CartLine, "leadTimeDays">[]): number {
  return Math.max(0, ...items.map((item) => item.leadTimeDays));
}

/** The server's figures from create-payment-intent: what is actually charged. */
export function totalsOfIntent(
  intent: Pick<PaymentIntentAnswer, "subtotalCents" | "discountCents" | "shippingCents" | "taxCents" | "amount">,
): CheckoutTotals {
  return {
    subtotalCents: intent.subtotalCents,
    discountCents: intent.discountCents,
    shippingCents: intent.shippingCents,
    taxCents: intent.taxCents,
    totalCents: intent.amount,
  };
}
