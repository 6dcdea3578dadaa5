// Shared by the shop page (server) and its slider (client), so both read the URL the same way.

/** The shop's price slider runs over whole dollars, 0 to 40 (docs/decisions.md, Prices, stock and the catalogue). */
export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 40;

/** Whole dollars; `max` at PRICE_FILTER_MAX means "no upper limit", so dearer pieces are never hidden by default. */
export type PriceRange = { min: number; max: number };

export const DEFAULT_PRICE_RANGE: PriceRange = { min: PRICE_FILTER_MIN, max: PRICE_FILTER_MAX };

function toWholeDollars(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) return fallback;
  return Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, Math.round(parsed)));
}

/** The `min` and `max` query parameters as a range inside 0–40; junk falls back to the default, crossed ends swap. */
export function parsePriceRange(min: string | undefined, max: string | undefined): PriceRange {
  const low = toWholeDollars(min, PRICE_FILTER_MIN);
  const high = toWholeDollars(max, PRICE_FILTER_MAX);
  return low <= high ? { min: low, max: high } : { min: high, max: low };
}

export function isDefaultPriceRange(range: PriceRange): boolean {
  return range.min === PRICE_FILTER_MIN && range.max === PRICE_FILTER_MAX;
}

/** "$12", or "$40+" for the open-ended top of the slider. */
export function formatPriceBound(dollars: number): string {
  return dollars >= PRICE_FILTER_MAX ? `$${PRICE_FILTER_MAX}+` : `$${dollars}`;
}
