// Browser-safe on purpose: the checkout pages recompute tax as the buyer picks a state, with the server's table.
import table from "@/data/us-state-sales-tax-2025.json";

/**
 * Rates are kept in thousandths of a percent (1 % = 1 000) so every state's rate is an integer: Minnesota's
 * 6.875 % is 6 875 and Missouri's 4.225 % is 4 225, where basis points would leave MN at 687.5.
 */
export const RATE_UNITS_PER_PERCENT = 1_000;

/** The fifty states' two-letter codes (no DC, no territories: the table covers the 50 states the shop ships to). */
export const US_STATE_CODES = Object.freeze(Object.keys(table.rates).sort());

/** Where the rates come from, as the data file states it. */
export const TAX_RATE_SOURCE: string = table.source;

const ratesByState: ReadonlyMap<string, number> = new Map(
  Object.entries(table.rates).map(([state, percent]) => {
    const units = Math.round(percent * RATE_UNITS_PER_PERCENT);
    // A rate with more than three decimals would be silently rounded here; refuse it instead.
    if (Math.abs(units - percent * RATE_UNITS_PER_PERCENT) > 1e-6)
      throw new Error(`Tax rate for ${state} has too many decimals`);
    return [state, units];
  }),
);

/** A state's base sales-tax rate in thousandths of a percent; 0 for anything not one of the 50 state codes. */
export function stateTaxRate(state: string | null | undefined): number {
  if (!state) return 0;
  return ratesByState.get(state.trim().toUpperCase()) ?? 0;
}
