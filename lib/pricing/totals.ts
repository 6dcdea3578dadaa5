// Pure on purpose (no server-only): the checkout pages show the same totals the server charges.
import { shippingCostCents, type ShippingMethodId } from "@/lib/pricing/shipping";
import { RATE_UNITS_PER_PERCENT } from "@/lib/pricing/tax-rates";

/** Denominator turning (cents × rate in parts per million) back into cents. */
const RATE_DENOMINATOR = 100 * RATE_UNITS_PER_PERCENT;

export type CheckoutTotals = {
  subtotalCents: number;
  /** Taken off the subtotal by a discount code (0 without one). */
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
};

/**
 * What an order is charged, line by line, with the code behind its discount (null without one): the payment intent's
 * answer, the order, its admin page and its confirmation mail all carry these six.
 */
export type ChargedTotals = CheckoutTotals & { discountCode: string | null };

/** The six charged figures of anything that carries them (an order row, say), and nothing else. */
export function chargedTotalsOf({
  subtotalCents,
  discountCents,
  discountCode,
  shippingCents,
  taxCents,
  totalCents,
}: ChargedTotals): ChargedTotals {
  return { subtotalCents, discountCents, discountCode, shippingCents, taxCents, totalCents };
}

/**
 * Tax on a subtotal at a rate in parts per million (docs/decisions.md): subtotal × rate, rounded to the cent
 * with half a cent rounding up. Integer arithmetic up to the one rounding, so no float drift.
 */
export function computeTaxCents(subtotalCents: number, taxRate: number): number {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0)
    throw new RangeError(`Expected non-negative integer cents, got ${subtotalCents}`);
  const scaled = subtotalCents * taxRate;
  return Math.floor((scaled + RATE_DENOMINATOR / 2) / RATE_DENOMINATOR);
}

/** The least a card can be charged (Stripe's minimum in USD): a discount never takes the total below it. */
export const MIN_CHARGE_CENTS = 50;

/**
 * What checkout charges: the subtotal less any discount, the method's shipping (never discounted), tax at `taxRate`
 * (parts per million; the caller finds the rate for where the order goes) on the discounted subtotal only, and
 * the sum. A discount is trimmed so the total stays at least $0.50.
 */
export function checkoutTotals(input: {
  subtotalCents: number;
  discountCents?: number;
  method: ShippingMethodId;
  taxRate: number;
}): CheckoutTotals {
  const shippingCents = shippingCostCents(input.method);
  const discountCents = Math.max(
    0,
    Math.min(input.discountCents ?? 0, input.subtotalCents + shippingCents - MIN_CHARGE_CENTS),
  );
  const taxableCents = input.subtotalCents - discountCents;
  const taxCents = computeTaxCents(taxableCents, input.taxRate);
  return {
    subtotalCents: input.subtotalCents,
    discountCents,
    shippingCents,
    taxCents,
    totalCents: taxableCents + shippingCents + taxCents,
  };
}
