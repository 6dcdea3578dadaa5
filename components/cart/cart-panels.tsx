"use client";

import { CartSidebar } from "@/components/cart/cart-sidebar";
import { CheckoutChoiceDialog } from "@/components/cart/checkout-choice-dialog";

/**
 * The cart's overlays, loaded on demand by CartOverlays. The checkout choice comes first: when Proceed to checkout
 * swaps the sidebar for it, its effect opens it before the sidebar's closes, so the focus moves once, straight into
 * it, and the page's styles are worked out once rather than twice on the click.
 */
export default function CartPanels() {
  return (
    <>
      <CheckoutChoiceDialog />
      <CartSidebar />
    </>
  );
}
