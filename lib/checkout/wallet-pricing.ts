// Shared rules (no server-only): what the wallet button (Stripe's Express Checkout Element) shows as the buyer changes
// address and method.
import { isShippingMethod, SHIPPING_METHOD_IDS, SHIPPING_METHODS, type ShippingMethodId } from "@/lib/pricing/shipping";
import { WALLET_FALLBACK_STATE } from "@/lib/checkout/shown-totals";
import { stateTaxRate } from "@/lib/pricing/tax-rates";
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

type WalletUpdate =
  | { status: "invalid_shipping_address" }
  | { status: "success"; state: string; amount: number; lineItems: WalletLineItem[] };

/**
 * Prices a wallet choice: an address without a region is `invalid_shipping_address` (the state decides the tax);
 * otherwise
 * subtotal, the discount code's part (the intent's, as a negative line, as wallets show discounts), shipping and tax
 * for the state (CA when none is known yet), all in cents.
 */
export function priceWalletChoice(input: {
  subtotalCents: number;
  discountCents?: number;
  method: string;
  region: string | null | undefined;
  requireRegion: boolean;
}): WalletUpdate {
  const region = input.region?.trim().toUpperCase() ?? "";
  if (input.requireRegion && !region) return { status: "invalid_shipping_address" };
  const state = region || WALLET_FALLBACK_STATE;
  const method: ShippingMethodId = isShippingMethod(input.method) ? input.method : "standard";
  const totals = checkoutTotals({
    subtotalCents: input.subtotalCents,
    discountCents: input.discountCents,
    method,
    taxRate: stateTaxRate(state),
  });
  return {
    status: "success",
    state,
    amount: totals.totalCents,
    lineItems: [
      { name: "Subtotal", amount: totals.subtotalCents },
      ...(totals.discountCents > 0 ? [{ name: "Discount", amount: -totals.discountCents }] : []),
      { name: "Shipping", amount: totals.shippingCents },
      { name: "Tax", amount: totals.taxCents },
    ],
  };
}
