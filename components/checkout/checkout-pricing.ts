// Pure: the figures the checkout shows before and after the server priced the payment intent.
import type { PaymentIntentAnswer } from "@/components/checkout/checkout-types";
import type { CartLine } from "@/lib/cart/cart-lines";
import { subtotalCents } from "@/lib/pricing/money";
import type { ShippingMethodId } from "@/lib/pricing/shipping";
import { checkoutTotals, type CheckoutTotals } from "@/lib/pricing/tax";

/** What the server will charge for these lines, method and state (the same pricing modules it uses). */
export function estimateTotals(items: readonly CartLine[], method: ShippingMethodId, state: string): CheckoutTotals {
  return checkoutTotals({ subtotalCents: subtotalCents(items), method, state });
}

/** The server's figures from create-payment-intent: what is actually charged. */
export function totalsOfIntent(intent: PaymentIntentAnswer): CheckoutTotals {
  return {
    subtotalCents: intent.subtotalCents,
    shippingCents: intent.shippingCents,
    taxCents: intent.taxCents,
    totalCents: intent.amount,
  };
}
