// Browser-safe on purpose: the server's product lists, the cart and the search box show the same picture.

/** Shown wherever a product has no images of its own (lists, cart, orders, search suggestions). */
export const PLACEHOLDER_PRODUCT_IMAGE = "/placeholder-product.svg";
