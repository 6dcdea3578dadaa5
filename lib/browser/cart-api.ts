// Browser side: the member's cart calls (docs/api.md, Cart), typed by the handlers' own schemas and functions.
import { apiData, type RequestOf } from "@/lib/browser/api-client";
import type { addToCartSchema, setCartQuantitySchema } from "@/lib/cart/schemas";
import type { ServerCart } from "@/lib/cart/server-cart";

function linePath(id: string): string {
  return `/api/cart/${encodeURIComponent(id)}`;
}

/** GET /api/cart: the lines priced from the database, and the total. */
export function getCart(): Promise<ServerCart> {
  return apiData("/api/cart");
}

/** POST /api/cart: the quantity is added to the product's line. */
export function addToCart(body: RequestOf<typeof addToCartSchema>): Promise<ServerCart> {
  return apiData("/api/cart", { method: "POST", body });
}

/** PUT /api/cart/{id}: the line's quantity. */
export function setCartQuantity(id: string, body: RequestOf<typeof setCartQuantitySchema>): Promise<ServerCart> {
  return apiData(linePath(id), { method: "PUT", body });
}

/** DELETE /api/cart/{id}. */
export function removeCartLine(id: string): Promise<ServerCart> {
  return apiData(linePath(id), { method: "DELETE" });
}

/** POST /api/cart/clear. */
export function clearCart(): Promise<ServerCart> {
  return apiData("/api/cart/clear", { method: "POST", body: {} });
}
