"use client";

import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useSession } from "@/components/auth/session-provider";
import { useMemberModule } from "@/components/auth/use-member-module";
import type { CartContextValue, CartPanel } from "@/components/cart/cart-context";
import { CartPanelContext } from "@/components/cart/cart-panel";
import { createGuestBrowserCartStore, loadMemberCart } from "@/lib/browser/cart-store-factories";
import { countItems, type Cart, type CartLine } from "@/lib/cart/cart-lines";
import { CART_MESSAGES } from "@/lib/cart/cart-messages";
import type { CartAddition, CartStore } from "@/lib/browser/cart-store-interface";
import { ApiRequestError } from "@/lib/browser/api-error";
import { cartTotals } from "@/lib/pricing/cart-totals";

/**
 * Exported for a page that checks out something other than the cart (a commission quote:
 * components/commissions/quote-cart.tsx).
 */
export const CartContext = createContext<CartContextValue | null>(null);

/**
 * The cart for every page: its lines, totals and overlays. It follows the session: a visitor's cart in local
 * storage, a member's on the server, the first merged into the second at sign-in (docs/decisions.md, Carts). Being
 * signed in also
 * decides what Proceed to checkout does and whether the sidebar offers a sign-in link.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const signedIn = status === "signed-in";
  const [items, setItems] = useState<CartLine[]>([]);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [panel, setPanel] = useState<CartPanel>("none");
  const cartButtonRef = useRef<HTMLButtonElement>(null);
  // Chosen once the session is known (and, for a member, their store has loaded); before that (a moment on load)
  // changes go to the guest cart, which the merge then carries over for a member. Made in effects and event
  // handlers only, which run in the browser.
  const storeRef = useRef<CartStore | null>(null);
  const getStore = useCallback(() => (storeRef.current ??= createGuestBrowserCartStore()), []);
  const memberCart = useMemberModule(status, loadMemberCart);
  // One merge at a time, even when the effect runs twice (React's development checks).
  const mergeRef = useRef<Promise<Cart> | null>(null);

  // Leaving the page (a link in an overlay, the back button) closes the overlays.
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setPanel("none");
  }

  useEffect(() => {
    if (status === "loading") return;
    const member = status === "signed-in" ? memberCart : null;
    // A member whose store is still on its way: wait for it (the effect runs again when it arrives).
    if (status === "signed-in" && !member) return;
    const store = member ? member.createStore() : createGuestBrowserCartStore();
    storeRef.current = store;
    let current = true;
    const loaded = member
      ? (mergeRef.current ??= member.merge(createGuestBrowserCartStore(), store).finally(() => {
          mergeRef.current = null;
        }))
      : store.load();
    loaded
      .then((cart) => {
        if (current) {
          setItems(cart.items);
          setError(null);
        }
      })
      .catch((failure: unknown) => {
        console.error(CART_MESSAGES.load, failure);
        if (current) setError(CART_MESSAGES.load);
      })
      .finally(() => {
        if (current) setReady(true);
      });
    const unsubscribe = store.subscribe((cart) => setItems(cart.items));
    return () => {
      current = false;
      unsubscribe();
    };
  }, [status, memberCart]);

  // Every change reports its own message and then fails for the caller too, which may say more where it was made.
  const run = useCallback(
    async (message: string, change: (store: CartStore) => Promise<Cart>) => {
      try {
        const cart = await change(getStore());
        setItems(cart.items);
        setError(null);
      } catch (failure) {
        console.error(message, failure);
        setError(message);
        throw failure;
      }
    },
    [getStore],
  );

  // An add refused with 401 (the session ended even after a renewal) re-reads the cart, so the bag shows
  // what is really saved rather than what this tab last believed.
  const add = useCallback(
    async (addition: CartAddition, quantity: number) => {
      try {
        await run(CART_MESSAGES.add, (store) => store.add(addition, quantity));
      } catch (failure) {
        if (failure instanceof ApiRequestError && failure.status === 401) {
          await getStore()
            .load()
            .then((cart) => setItems(cart.items))
            .catch((reloadFailure: unknown) => console.error(CART_MESSAGES.load, reloadFailure));
        }
        throw failure;
      }
    },
    [getStore, run],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      count: countItems(items),
      totals: cartTotals(items),
      ready,
      signedIn,
      error,
      openCart: () => setPanel("cart"),
      openCheckoutChoice: () => setPanel("checkout-choice"),
      closePanel: () => setPanel("none"),
      cartButtonRef,
      add,
      setQuantity: (lineId, quantity) => run(CART_MESSAGES.update, (store) => store.setQuantity(lineId, quantity)),
      remove: (lineId) => run(CART_MESSAGES.remove, (store) => store.remove(lineId)),
      clear: () => run(CART_MESSAGES.clear, (store) => store.clear()),
    }),
    [items, ready, signedIn, error, run, add],
  );

  return (
    <CartContext.Provider value={value}>
      <CartPanelContext value={panel}>{children}</CartPanelContext>
    </CartContext.Provider>
  );
}

/** The cart of the surrounding CartProvider. */
export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used inside <CartProvider>");
  return cart;
}
