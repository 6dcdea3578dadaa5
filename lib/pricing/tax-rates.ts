// Browser-safe on purpose: the checkout pages recompute tax as the buyer picks a state, with the server's table.
import table from "@/data/us-state-sales-tax-2025.json";

/**
 * Rates are kept in parts per million (1 % = 10 000) so every rate is an integer: Minnesota's 6.875 % is 68 750, and
 * a ZIP's combined rate from a downloaded table, written as a fraction with six decimals (0.086250), is 86 250.
 */
export const RATE_UNITS_PER_PERCENT = 10_000;

/** The fifty states' two-letter codes (no DC, no territories: the table covers the 50 states the shop ships to). */
export const US_STATE_CODES = Object.freeze(Object.keys(table.rates).sort());

/** Where the rates come from, as the data file states it. */
export const TAX_RATE_SOURCE: string = table.source;

const ratesByState: ReadonlyMap<string, number> = new Map(
  Object.entries(table.rates).map(([state, percent]) => {
    const units = Math.round(percent * RATE_UNITS_PER_PERCENT);
    // A rate with more than four decimals would be silently rounded here; refuse it instead.
    if (Math.abs(units - percent * RATE_UNITS_PER_PERCENT) > 1e-6)
      throw new Error(`Tax rate for ${state} has too many decimals`);
    return [state, units];
  }),
);

/** A state's base sales-tax rate in parts per million (the spec's table); 0 for anything not one of the 50 state codes. */
export function stateTaxRate(state: string | null | undefined): number {
  if (!state) return 0;
  return ratesByState.get(state.trim().toUpperCase()) ?? 0;
}
