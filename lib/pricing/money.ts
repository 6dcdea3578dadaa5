// Pure on purpose (no server-only): client components format prices with the same rules as the server.

function assertCents(cents: number): void {
  // Money is integer cents everywhere inside the system; a fraction here means a bug upstream.
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected integer cents, got ${cents}`);
}

/**
 * Integer cents as a US-dollar string for display (1250 → "$12.50", -123456 → "-$1,234.56"): the one formatter of
 * prices. Written out rather than through Intl.NumberFormat, which writes the same for en-US: this module loads on
 * every page (the cart's totals), and building that formatter loads the locale's currency data, about 100 ms of a
 * throttled phone's main thread in the middle of hydration (docs/decisions.md, "Pages measured against an empty page").
 */
export function formatUsd(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const magnitude = Math.abs(cents);
  const dollars = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}$${dollars}.${String(magnitude % 100).padStart(2, "0")}`;
}

/** A line's total: unit price × quantity, in cents. */
export function lineTotalCents(line: { priceCents: number; quantity: number }): number {
  return line.priceCents * line.quantity;
}

/** Σ of the lines' totals, in cents: the one subtotal of carts, checkouts and orders. */
export function subtotalCents(lines: readonly { priceCents: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}
