// Browser side: the signed-in member's cart, kept by the server (/api/cart). Every answer of the cart API is the cart
// afterwards, so each change also reloads it: the page always shows what the server holds.
import * as cartApi from "@/lib/browser/cart-api";
import type { CartStore } from "@/lib/browser/cart-store-interface";
import type { Cart } from "@/lib/cart/cart-lines";
import type { ServerCart } from "@/lib/cart/server-cart";

function toCart(data: ServerCart): Cart {
  // The line total the server adds is recomputed wherever it is shown.
  const items = data.items.map(({ subtotalCents: _lineTotal, ...line }) => line);
  return { items, totalCents: data.totalCents };
}

/** The member's cart through /api/cart; prices and names always come from the server's catalog. */
export function createMemberCartStore(): CartStore {
  const load = () => cartApi.getCart().then(toCart);
  return {
    load,
    // The product the caller may pass is ignored: the server reads the product itself.
    add: ({ productId, variantId, personalization }, quantity) =>
      cartApi.addToCart({ productId, variantId, personalization, quantity }).then(toCart),
    setQuantity: (lineId, quantity) =>
      (quantity <= 0 ? cartApi.removeCartLine(lineId) : cartApi.setCartQuantity(lineId, { quantity })).then(toCart),
    remove: (lineId) => cartApi.removeCartLine(lineId).then(toCart),
    clear: () => cartApi.clearCart().then(toCart),
    subscribe(onChange) {
      // Another tab (or device) may have changed the cart: read it again when this tab comes back into view.
      function reload() {
        if (document.visibilityState !== "visible") return;
        load().then(onChange, (failure: unknown) => console.error("Failed to load cart", failure));
      }
      document.addEventListener("visibilitychange", reload);
      return () => document.removeEventListener("visibilitychange", reload);
    },
  };
}
