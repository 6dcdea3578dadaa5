"use client";

import { CartSidebar } from "@/components/cart/cart-sidebar";
import { CheckoutChoiceDialog } from "@/components/cart/checkout-choice-dialog";

/** The cart's overlays, loaded on demand by CartOverlays. */
export default function CartPanels() {
  return (
    <>
      <CartSidebar />
      <CheckoutChoiceDialog />
    </>
  );
}
