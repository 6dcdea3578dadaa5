// Pure on purpose (no server-only): the cart sidebar shows these figures in the browser.
import { subtotalCents as subtotalOfLines } from "@/lib/pricing/money";
import type { CheckoutTotals } from "@/lib/pricing/totals";

/** Flat shipping estimate for a non-empty cart: the method is chosen only at checkout. */
const CART_SHIPPING_CENTS = 1_000;
/** Flat tax estimate, in basis points of the subtotal: 8.75 %, since the state is known only at checkout. */
const CART_TAX_BASIS_POINTS = 875;

/** The checkout's figures before a discount code can be entered: the cart has none. */
export type CartTotals = Omit<CheckoutTotals, "discountCents">;

/**
 * The cart's estimate (docs/decisions.md): subtotal Σ price × quantity; shipping $10 unless the cart is empty; tax 8.75
 * % of
 * the subtotal rounded to the cent (half a cent rounds up); total = subtotal + shipping + tax. Checkout replaces
 * shipping and tax with the chosen method and the state's rate.
 */
export function cartTotals(lines: readonly { priceCents: number; quantity: number }[]): CartTotals {
  const subtotalCents = subtotalOfLines(lines);
  const hasItems = lines.some((line) => line.quantity > 0);
  const shippingCents = hasItems ? CART_SHIPPING_CENTS : 0;
  // Integer arithmetic up to the one division, so 4 287 500 / 10 000 is exactly 428.75 and rounds to 429.
  const taxCents = Math.round((subtotalCents * CART_TAX_BASIS_POINTS) / 10_000);
  return { subtotalCents, shippingCents, taxCents, totalCents: subtotalCents + shippingCents + taxCents };
}
