import type { Cart } from "@/lib/cart/cart-lines";
import type { CartStore } from "@/lib/browser/cart-store-interface";
import { createGuestCartStore } from "@/lib/browser/guest-cart";

/**
 * The cart stores the browser uses, and the one place that says where a cart lives: a visitor's in local storage, a
 * member's on the server (/api/cart) (docs/decisions.md, Carts).
 */
export function createGuestBrowserCartStore(): CartStore {
  return createGuestCartStore({
    storage: () => window.localStorage,
    events: window,
    // Asked only for an add that comes without the product's details, which the shop's own pages always send:
    // so the lookup is fetched when it is needed, not with every page.
    lookupProduct: (choice) => import("@/lib/browser/product-lookup").then((lookup) => lookup.fetchCartProduct(choice)),
  });
}

export type MemberCart = {
  createStore: () => CartStore;
  /** Moves a visitor's lines into the member's cart at sign-in (lib/browser/merge-guest-cart.ts). */
  merge: (guest: CartStore, member: CartStore) => Promise<Cart>;
};

/** The member's store and the sign-in merge: a download of their own, which only members' pages make. */
export async function loadMemberCart(): Promise<MemberCart> {
  const [server, merge] = await Promise.all([
    import("@/lib/browser/member-cart-client"),
    import("@/lib/browser/merge-guest-cart"),
  ]);
  return { createStore: server.createMemberCartStore, merge: merge.mergeGuestCart };
}
