"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useCart } from "@/components/cart/cart-provider";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import type { PlacedOrder } from "@/components/checkout/checkout-types";
import { ApiRequestError } from "@/lib/browser/api-error";

/** Thrown when the order call failed after the payment went through; its message is the one to show. */
export class OrderCompletionError extends Error {}

/**
 * Whether a confirmed payment may move on to the order: the shop authorizes first and captures once the order is
 * written, so an authorized intent (requires_capture) is a successful payment step, as a captured one is.
 */
export function isPaymentTaken(status: string): boolean {
  return status === "requires_capture" || status === "succeeded";
}

// The checkout ended without an order and the server says why, always adding that the card was not charged
// (a piece sold out meanwhile, the checkout expired or was replaced, a quote was paid by another card): that sentence
// is what the buyer must read.
const NOT_CHARGED_CODES = new Set([
  "out_of_stock",
  "checkout_expired",
  "checkout_replaced",
  "payment_mismatch",
  "payment_canceled",
  "payment_not_taken",
  "quote_already_paid",
]);

/**
 * After a succeeded payment (docs/pages.md, The payment step): the completion call creates the order, the cart is
 * cleared and
 * the buyer goes to /order-confirmation/{id}. The order exists once the call answered, so a failed cart clear is
 * only logged (the server clears a member's cart itself).
 */
export function useFinishCheckout(complete: (paymentIntentId: string) => Promise<PlacedOrder>) {
  const router = useRouter();
  const { clear } = useCart();
  return useCallback(
    async (paymentIntentId: string) => {
      let order: PlacedOrder;
      try {
        order = await complete(paymentIntentId);
      } catch (failure) {
        console.error(CHECKOUT_MESSAGES.orderFailed, failure);
        if (failure instanceof ApiRequestError && NOT_CHARGED_CODES.has(failure.code))
          throw new OrderCompletionError(failure.message);
        throw new OrderCompletionError(CHECKOUT_MESSAGES.orderFailed);
      }
      if (!order.id) throw new OrderCompletionError(CHECKOUT_MESSAGES.noOrderId);
      await clear().catch((failure: unknown) => console.error("Cart not cleared after the order", failure));
      router.push(`/order-confirmation/${encodeURIComponent(order.id)}`);
    },
    [complete, clear, router],
  );
}
