import type { CartStore } from "@/lib/cart/cart-store";
import { createGuestCartStore } from "@/lib/cart/guest-cart-store";
import { fetchCartProduct } from "@/lib/cart/product-lookup";

/**
 * The cart store the browser uses: the guest cart in local storage. A member's server cart (DESIGN.md §3
 * /api/cart) is another CartStore, and this is the one place that chooses between them.
 */
export function createBrowserCartStore(): CartStore {
  return createGuestCartStore({
    storage: () => window.localStorage,
    events: window,
    lookupProduct: fetchCartProduct,
  });
}
