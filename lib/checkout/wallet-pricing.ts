// Shared rules (no server-only): what the wallet button (Stripe's Express Checkout Element) shows as the buyer changes
// address and method.
import { isShippingMethod, SHIPPING_METHOD_IDS, SHIPPING_METHODS, type ShippingMethodId } from "@/lib/pricing/shipping";
import { checkoutTotals } from "@/lib/pricing/totals";

/** A shipping rate as the wallet lists it; amounts in cents, as wallets take them. */
type WalletShippingRate = { id: ShippingMethodId; displayName: string; amount: number };
type WalletLineItem = { name: string; amount: number };

/**
 * The three methods as wallet shipping rates, in the checkout's order, or with `first` first (wallets preselect it).
 */
export function walletShippingRates(first?: ShippingMethodId): WalletShippingRate[] {
  const order = first ? [first, ...SHIPPING_METHOD_IDS.filter((id) => id !== first)] : SHIPPING_METHOD_IDS;
  return order.map((id) => ({
    id,
    displayName: `${SHIPPING_METHODS[id].label} (${SHIPPING_METHODS[id].transit})`,
    amount: SHIPPING_METHODS[id].costCents,
  }));
}

/** What the wallet shows for a choice: the total and its lines, in cents. */
type WalletUpdate = { amount: number; lineItems: WalletLineItem[] };

/**
 * Prices a wallet choice: the subtotal, the discount code's part (the intent's, as a negative line, as wallets show
 * discounts), the method's shipping and tax at the rate the server named for the address (parts per million), in
 * cents. An unknown method is priced as standard.
 */
export function priceWalletChoice(input: {
  subtotalCents: number;
  discountCents?: number;
  method: string;
  taxRatePpm: number;
}): WalletUpdate {
  const method: ShippingMethodId = isShippingMethod(input.method) ? input.method : "standard";
  const totals = checkoutTotals({
    subtotalCents: input.subtotalCents,
    discountCents: input.discountCents,
    method,
    taxRate: input.taxRatePpm,
  });
  return {
    amount: totals.totalCents,
    lineItems: [
      { name: "Subtotal", amount: totals.subtotalCents },
      ...(totals.discountCents > 0 ? [{ name: "Discount", amount: -totals.discountCents }] : []),
      { name: "Shipping", amount: totals.shippingCents },
      { name: "Tax", amount: totals.taxCents },
    ],
  };
}
