/** What the cart says when something goes wrong (docs/pages.md, Cart sidebar and Product). */
export const CART_MESSAGES = {
  load: "Failed to load cart",
  add: "Failed to add item to cart",
  update: "Failed to update quantity",
  remove: "Failed to remove item",
  clear: "Failed to clear cart",
  addFallback: "Failed to add item to cart. Please try again.",
} as const;
