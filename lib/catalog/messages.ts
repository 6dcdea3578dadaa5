// Shared, and free of zod on purpose: the browser's guest cart says it too, without downloading the schemas.

/** The message for a product that does not exist or is no longer sold: the two are told apart to nobody. */
export const PRODUCT_NOT_FOUND = "Product not found";
