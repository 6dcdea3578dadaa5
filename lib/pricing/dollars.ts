// Pure on purpose (no server-only): the browser and the server turn the API's dollars into cents by the same rules.

/** The highest price a product may have, in dollars; far above any piece, far below the cents column's range. */
export const MAX_PRICE_DOLLARS = 100_000;

/** Integer cents to dollars with at most two decimals, as the API speaks them (1250 → 12.5). */
export function centsToDollars(cents: number): number {
  // Money is integer cents everywhere inside the system; a fraction here means a bug upstream.
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected integer cents, got ${cents}`);
  return cents / 100;
}

/** Dollars (as the API and forms speak them) to integer cents, rounding away float noise (19.99 → 1999). */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Expected a finite amount, got ${dollars}`);
  return Math.round(dollars * 100);
}

/**
 * Dollars with at most two decimals to exact integer cents (19.99 → 1999), or null for anything else
 * (negative, 3 decimals, not finite). Works on the number's shortest decimal spelling, which is what the
 * client typed, so binary floating-point noise never reaches the cents (19.99 * 100 is 1998.9999999999998).
 */
export function dollarsToExactCents(dollars: number): number | null {
  if (!Number.isFinite(dollars) || dollars < 0) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(dollars));
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
