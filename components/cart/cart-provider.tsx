"use client";

import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { useSession } from "@/components/auth/session-provider";
import { useMemberModule } from "@/components/auth/use-member-module";
import { createGuestBrowserCartStore, loadMemberCart } from "@/lib/cart/browser-cart-store";
import { countItems, type Cart, type CartLine, type CartProduct } from "@/lib/cart/cart-lines";
import { CART_MESSAGES } from "@/lib/cart/cart-messages";
import type { CartStore } from "@/lib/cart/cart-store";
import { ApiRequestError } from "@/lib/http/api-error";
import { cartTotals, type CartTotals } from "@/lib/pricing/cart-totals";

/** Which of the cart's overlays is showing: none, the sidebar, or the checkout choice dialog. */
type CartPanel = "none" | "cart" | "checkout-choice";

type CartContextValue = {
  items: CartLine[];
  /** Pieces in the cart (sum of quantities), for the header badge. */
  count: number;
  totals: CartTotals;
  /** False until the stored cart has been read. */
  ready: boolean;
  signedIn: boolean;
  /** The last cart operation's failure message (docs/pages.md, Cart sidebar), cleared by the next success. */
  error: string | null;
  panel: CartPanel;
  openCart: () => void;
  openCheckoutChoice: () => void;
  closePanel: () => void;
  /** The header's cart button, where focus returns when an overlay closes. */
  cartButtonRef: RefObject<HTMLButtonElement | null>;
  add: (productId: string, quantity: number, product?: CartProduct) => Promise<void>;
  setQuantity: (productId: string, quantity: number) => Promise<void>;
  remove: (productId: string) => Promise<void>;
  clear: () => Promise<void>;
};

const CartContext = createContext<CartContextValue | null>(null);

/**
 * The cart for every page: its lines, totals and overlays. It follows the session: a visitor's cart in local
 * storage, a member's on the server, the first merged into the second at sign-in (docs/decisions.md, Carts). Being signed in also
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
    async (productId: string, quantity: number, product?: CartProduct) => {
      try {
        await run(CART_MESSAGES.add, (store) => store.add(productId, quantity, product));
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
      panel,
      openCart: () => setPanel("cart"),
      openCheckoutChoice: () => setPanel("checkout-choice"),
      closePanel: () => setPanel("none"),
      cartButtonRef,
      add,
      setQuantity: (productId, quantity) =>
        run(CART_MESSAGES.update, (store) => store.setQuantity(productId, quantity)),
      remove: (productId) => run(CART_MESSAGES.remove, (store) => store.remove(productId)),
      clear: () => run(CART_MESSAGES.clear, (store) => store.clear()),
    }),
    [items, ready, signedIn, error, panel, run, add],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart of the surrounding CartProvider. */
export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used inside <CartProvider>");
  return cart;
}
