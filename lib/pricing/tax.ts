// Pure on purpose (no server-only): the checkout pages show the same totals the server charges.
import { shippingCostCents, type ShippingMethodId } from "@/lib/pricing/shipping";
import { RATE_UNITS_PER_PERCENT, stateTaxRate } from "@/lib/pricing/tax-rates";

/** Denominator turning (cents × rate in thousandths of a percent) back into cents. */
const RATE_DENOMINATOR = 100 * RATE_UNITS_PER_PERCENT;

export type CheckoutTotals = {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
};

/**
 * Tax on a subtotal for a state (docs/decisions.md): subtotal × the state's rate, rounded to the cent with half a cent
 * rounding up; unknown states pay 0. Integer arithmetic up to the one rounding, so no float drift.
 */
export function computeTaxCents(subtotalCents: number, state: string | null | undefined): number {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) throw new RangeError(`Expected non-negative integer cents, got ${subtotalCents}`);
  const scaled = subtotalCents * stateTaxRate(state);
  return Math.floor((scaled + RATE_DENOMINATOR / 2) / RATE_DENOMINATOR);
}

/** What checkout charges: the subtotal, the method's shipping, the state's tax (on the subtotal only) and the sum. */
export function checkoutTotals(input: { subtotalCents: number; method: ShippingMethodId; state: string | null | undefined }): CheckoutTotals {
  const shippingCents = shippingCostCents(input.method);
  const taxCents = computeTaxCents(input.subtotalCents, input.state);
  return {
    subtotalCents: input.subtotalCents,
    shippingCents,
    taxCents,
    totalCents: input.subtotalCents + shippingCents + taxCents,
  };
}
