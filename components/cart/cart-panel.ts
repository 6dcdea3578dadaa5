"use client";

import { createContext, useContext } from "react";
import type { CartPanel } from "@/components/cart/cart-context";

/**
 * Which of the cart's overlays is showing, given by CartProvider apart from the rest of the cart: opening the sidebar
 * or the checkout choice then redraws the overlays alone, not every component that reads the cart (the buy box, the
 * header's button). On a throttled phone that redraw was part of the wait between the click and the dialog's first
 * frame (npm run bench:storefront).
 */
export const CartPanelContext = createContext<CartPanel>("none");

/** Which of the cart's overlays is showing. */
export function useCartPanel(): CartPanel {
  return useContext(CartPanelContext);
}
