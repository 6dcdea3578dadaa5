// Browser side: the signed-in member's cart, kept by the server (/api/cart). Every answer of the
// cart API is the cart afterwards, so each change also reloads it: the page always shows what the server holds.
import type { Cart, CartLine } from "@/lib/cart/cart-lines";
import type { CartStore } from "@/lib/cart/cart-store";
import { apiFetch } from "@/lib/http/api-client";

/** GET /api/cart's data, in cents once apiFetch has read it: the lines (with a line total the browser recomputes anyway) and the total. */
type ServerCart = { items: (CartLine & { subtotalCents?: number })[]; totalCents: number };

function toCart(data: ServerCart): Cart {
  const items = data.items.map(({ productId, name, priceCents, quantity, images }) => ({ productId, name, priceCents, quantity, images }));
  return { items, totalCents: data.totalCents };
}

function linePath(productId: string): string {
  return `/api/cart/${encodeURIComponent(productId)}`;
}

async function request(path: string, init: Parameters<typeof apiFetch>[1] = {}): Promise<Cart> {
  return toCart((await apiFetch<ServerCart>(path, init)).data);
}

/** The member's cart through /api/cart; prices and names always come from the server's catalog. */
export function createServerCartStore(): CartStore {
  return {
    load: () => request("/api/cart"),
    // The product the caller may pass is ignored: the server reads the product itself.
    add: (productId, quantity) => request("/api/cart", { method: "POST", body: { productId, quantity } }),
    setQuantity: (productId, quantity) =>
      quantity <= 0
        ? request(linePath(productId), { method: "DELETE" })
        : request(linePath(productId), { method: "PUT", body: { quantity } }),
    remove: (productId) => request(linePath(productId), { method: "DELETE" }),
    clear: () => request("/api/cart/clear", { method: "POST", body: {} }),
    subscribe(onChange) {
      // Another tab (or device) may have changed the cart: read it again when this tab comes back into view.
      function reload() {
        if (document.visibilityState !== "visible") return;
        request("/api/cart").then(onChange, (failure: unknown) => console.error("Failed to load cart", failure));
      }
      document.addEventListener("visibilitychange", reload);
      return () => document.removeEventListener("visibilitychange", reload);
    },
  };
}
