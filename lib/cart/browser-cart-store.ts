import type { CartStore } from "@/lib/cart/cart-store";
import { createGuestCartStore } from "@/lib/cart/guest-cart-store";
import { fetchCartProduct } from "@/lib/cart/product-lookup";
import { createServerCartStore } from "@/lib/cart/server-cart-store";

/**
 * The cart store the browser uses, and the one place that chooses: a member's cart lives on the server
 * (/api/cart), a visitor's in local storage (docs/decisions.md, Carts).
 */
export function createBrowserCartStore(signedIn: boolean): CartStore {
  if (signedIn) return createServerCartStore();
  return createGuestCartStore({
    storage: () => window.localStorage,
    events: window,
    lookupProduct: fetchCartProduct,
  });
}
