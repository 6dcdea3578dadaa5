import type { Cart, CartChoice, CartProduct } from "@/lib/cart/cart-lines";

/** Adding by id found no product (a guest's line is built from the product API's answer). */
export { PRODUCT_NOT_FOUND } from "@/lib/catalog/messages";

/** What is added: the choice (product, size or length, text), and the line as the page shows it when it knows it. */
export type CartAddition = CartChoice & { product?: CartProduct };

/**
 * Where a cart lives. The guest cart (local storage) implements it, and a member's server cart
 * (GET/POST/PUT/DELETE /api/cart) implements the same methods, so components never know which one they use.
 * Every method answers with the cart as it stands afterwards. Lines are named by their id.
 */
export interface CartStore {
  load(): Promise<Cart>;
  /** Adds to the choice's line. `product` saves a lookup when the caller already has it (the product page). */
  add(addition: CartAddition, quantity: number): Promise<Cart>;
  /** Zero or below removes the line. */
  setQuantity(lineId: string, quantity: number): Promise<Cart>;
  remove(lineId: string): Promise<Cart>;
  clear(): Promise<Cart>;
  /** Calls back when the cart changed somewhere else (another tab); returns the unsubscribe function. */
  subscribe(onChange: (cart: Cart) => void): () => void;
}
