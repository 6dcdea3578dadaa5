"use client";

import { useMemo, type ReactNode } from "react";
import { CartContext, useCart } from "@/components/cart/cart-provider";
import type { CartContextValue } from "@/components/cart/cart-context";
import type { CartLine } from "@/lib/cart/cart-lines";
import { cartTotals } from "@/lib/pricing/cart-totals";

const unchanged = () => Promise.resolve();

/**
 * The checkout's cart, for a commission quote: its one line, fixed. The steps, the summary and the payment are the
 * cart's own (one checkout, guest or member); the shopper's real cart is neither shown nor changed, nor cleared once
 * the quote is paid.
 */
export function QuoteCart({ line, children }: { line: CartLine; children: ReactNode }) {
  const cart = useCart();
  const value = useMemo<CartContextValue>(
    () => ({
      ...cart,
      items: [line],
      count: 1,
      totals: cartTotals([line]),
      ready: true,
      error: null,
      add: unchanged,
      setQuantity: unchanged,
      remove: unchanged,
      clear: unchanged,
    }),
    [cart, line],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
