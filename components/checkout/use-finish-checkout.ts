"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useCart } from "@/components/cart/cart-provider";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import type { PlacedOrder } from "@/components/checkout/checkout-types";

/** Thrown when the order call failed after the payment went through; its message is spec §8's. */
export class OrderCompletionError extends Error {}

/**
 * After a succeeded payment (spec §4 "Payment"): the completion call creates the order, the cart is cleared and
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
        throw new OrderCompletionError(CHECKOUT_MESSAGES.orderFailed);
      }
      if (!order.id) throw new OrderCompletionError(CHECKOUT_MESSAGES.noOrderId);
      await clear().catch((failure: unknown) => console.error("Cart not cleared after the order", failure));
      router.push(`/order-confirmation/${encodeURIComponent(order.id)}`);
    },
    [complete, clear, router],
  );
}
