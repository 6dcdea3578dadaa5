"use client";

import { CloseButton } from "@/components/ui/close-button";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useRef } from "react";
import { CartLineItem } from "@/components/cart/cart-line-item";
import { useCartPanel } from "@/components/cart/cart-panel";
import { useCart } from "@/components/cart/cart-provider";
import { CartSummary } from "@/components/cart/cart-summary";
import { buttonClass } from "@/components/ui/button-styles";
import { BagIcon } from "@/components/ui/icons";
import { authPageHref } from "@/lib/auth/return-to";
import { Modal } from "@/components/ui/modal";
import { useNavigate } from "@/components/ui/use-navigate";

const TITLE_ID = "cart-sidebar-title";

/** The cart sidebar (docs/pages.md): lines, the estimate, Proceed to checkout; or the empty state. */
export function CartSidebar() {
  const { items, totals, closePanel, openCheckoutChoice, cartButtonRef, signedIn, error } = useCart();
  const panel = useCartPanel();
  const navigate = useNavigate();
  // Signing in from the sidebar brings the shopper back to the page they were on.
  const loginHref = authPageHref("/login", { returnTo: usePathname() });
  const titleRef = useRef<HTMLHeadingElement>(null);

  function proceed() {
    if (!signedIn) {
      openCheckoutChoice();
      return;
    }
    closePanel();
    navigate("/checkout/user");
  }

  return (
    <Modal
      open={panel === "cart"}
      onClose={closePanel}
      labelledBy={TITLE_ID}
      placement="right"
      returnFocusTo={cartButtonRef}
      panelClassName="flex h-full flex-col"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
        <h2 id={TITLE_ID} ref={titleRef} tabIndex={-1} className="font-display text-3xl font-semibold outline-none">
          Your Bag
        </h2>
        <CloseButton label="Close cart" onClick={closePanel} />
      </div>

      {error && (
        <p
          role="alert"
          className="mx-5 mt-4 rounded-sm border border-rose/40 bg-rose/5 px-4 py-3 text-sm text-rose-deep"
        >
          {error}
        </p>
      )}

      {items.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-5 px-6 text-center">
          <BagIcon className="size-14 text-gold-deep" strokeWidth={1.2} />
          <p className="font-display text-2xl font-semibold">Your cart is empty</p>
          <Link href="/shop" onClick={closePanel} className={buttonClass({ size: "md" })}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <>
          <ul aria-label="Items in your bag" className="flex-1 divide-y divide-line overflow-y-auto px-5">
            {items.map((line) => (
              <CartLineItem key={line.id} line={line} onRemoved={() => titleRef.current?.focus()} />
            ))}
          </ul>
          <div className="space-y-4 border-t border-line bg-sand/60 px-5 py-5">
            <CartSummary totals={totals} />
            <button type="button" onClick={proceed} className={buttonClass({ size: "lg", className: "w-full" })}>
              Proceed to checkout
            </button>
          </div>
        </>
      )}

      {!signedIn && (
        <p className="border-t border-line px-5 py-4 text-center text-sm text-muted">
          Have an account?{" "}
          <Link
            href={loginHref}
            onClick={closePanel}
            className="font-medium text-rose underline underline-offset-4 hover:text-rose-deep"
          >
            Sign in
          </Link>
        </p>
      )}
    </Modal>
  );
}
