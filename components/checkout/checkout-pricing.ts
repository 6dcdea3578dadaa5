// Pure: the figures the checkout shows before and after the server priced the payment intent.
import type { PaymentIntentAnswer } from "@/components/checkout/checkout-types";
import type { CartLine } from "@/lib/cart/cart-lines";
import { dollarsToCents } from "@/lib/pricing/money";
import type { ShippingMethodId } from "@/lib/pricing/shipping.shared";
import { checkoutTotals, type CheckoutTotals } from "@/lib/pricing/tax";

/** The cart's subtotal in cents. */
export function subtotalCentsOf(items: readonly CartLine[]): number {
  return items.reduce((sum, item) => sum + dollarsToCents(item.price) * item.quantity, 0);
}

/** What the server will charge for these lines, method and state (the same pricing modules it uses). */
export function estimateTotals(items: readonly CartLine[], method: ShippingMethodId, state: string): CheckoutTotals {
  return checkoutTotals({ subtotalCents: subtotalCentsOf(items), method, state });
}

/** The server's figures from create-payment-intent: what is actually charged. */
export function totalsOfIntent(intent: PaymentIntentAnswer): CheckoutTotals {
  return {
    subtotalCents: dollarsToCents(intent.subtotal),
    shippingCents: dollarsToCents(intent.shippingCost),
    taxCents: dollarsToCents(intent.taxAmount),
    totalCents: intent.amount,
  };
}
