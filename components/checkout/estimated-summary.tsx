"use client";

import { OrderSummary } from "@/components/checkout/order-summary";
import { useTaxQuote } from "@/components/checkout/use-tax-quote";
import type { CartLine } from "@/lib/cart/cart-lines";
import { estimateTotals } from "@/lib/checkout/shown-totals";
import type { ShippingMethodId } from "@/lib/pricing/shipping";
import { ppmOfPercent } from "@/lib/tax/rule";

/**
 * The order summary before the payment intent exists: the lines at the method's shipping and the tax the server
 * names for the state and ZIP so far (pending until it has); the intent's own figures replace it on the payment step.
 */
export function EstimatedSummary({
  items,
  method,
  state,
  zip,
}: {
  items: CartLine[];
  method: ShippingMethodId;
  state: string;
  zip: string;
}) {
  const tax = useTaxQuote(state, zip);
  return (
    <OrderSummary
      items={items}
      totals={estimateTotals(items, method, tax ? ppmOfPercent(tax.ratePercent) : 0)}
      taxPending={!tax}
      taxLabel={tax?.label}
    />
  );
}
