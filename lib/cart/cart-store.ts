import type { Cart, CartProduct } from "@/lib/cart/cart-lines";

/** Adding by id found no product (a guest's line is built from the product API's answer). */
export const PRODUCT_NOT_FOUND = "Product not found";

/**
 * Where a cart lives. The guest cart (local storage) implements it today; a member's server cart
 * (GET/POST/PUT/DELETE /api/cart) implements the same methods, so components never know which one they use.
 * Every method answers with the cart as it stands afterwards.
 */
export interface CartStore {
  load(): Promise<Cart>;
  /** Adds to the product's line. `product` saves a lookup when the caller already has it (the product page). */
  add(productId: string, quantity: number, product?: CartProduct): Promise<Cart>;
  /** Zero or below removes the line. */
  setQuantity(productId: string, quantity: number): Promise<Cart>;
  remove(productId: string): Promise<Cart>;
  clear(): Promise<Cart>;
  /** Calls back when the cart changed somewhere else (another tab); returns the unsubscribe function. */
  subscribe(onChange: (cart: Cart) => void): () => void;
}
