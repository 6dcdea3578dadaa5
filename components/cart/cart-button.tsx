"use client";

import { useCart } from "@/components/cart/cart-provider";
import { BagIcon } from "@/components/ui/icons";

function preloadPanels() {
  // Fetch the sidebar's code while the pointer or focus is on its way, so opening it is instant.
  void import("@/components/cart/cart-panels");
}

/** The header's cart button: the number of pieces in a badge; opens the cart sidebar. */
export function CartButton({ className = "" }: { className?: string }) {
  const { count, openCart, cartButtonRef } = useCart();
  return (
    <button
      ref={cartButtonRef}
      type="button"
      aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
      aria-haspopup="dialog"
      onClick={openCart}
      onPointerEnter={preloadPanels}
      onFocus={preloadPanels}
      className={`relative inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand ${className}`}
    >
      <BagIcon className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose px-1 text-[0.6875rem] font-semibold text-ivory tabular-nums"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </button>
  );
}
