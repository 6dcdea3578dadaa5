// Shared rules (no server-only): the cart's quantity rules are the same in the browser and on the server.
import { z } from "zod";

const CART_INPUT_MESSAGES = {
  productId: "Product is required",
  quantityType: "Quantity must be a whole number",
  quantityPositive: "Quantity must be at least 1",
} as const;

/**
 * The most pieces of one line, in a cart and at checkout alike: far beyond a one-maker shop's stock, so it refuses
 * only nonsense, and the same number everywhere, so a line the cart took is never refused at the payment step.
 */
export const MAX_QUANTITY = 1_000;

/** A variant's id as a client sends it: left out, null or "" all mean none was chosen. */
export const variantIdSchema = z
  .string({ error: "variantId must be text" })
  .trim()
  .max(64, "variantId is too long")
  .nullish()
  .transform((value) => value || null);

/**
 * The buyer's text as a client sends it: left out or null means none. Its rules (required, length, characters) are
 * the piece's own, checked against the product (lib/catalog/pieces.ts); this only bounds the request.
 */
export const personalizationTextSchema = z
  .string({ error: "personalization must be text" })
  .max(1_000, "personalization is too long")
  .nullish()
  .transform((value) => value ?? "");

/**
 * POST /api/cart: a product, its size or length (`variantId`) and the buyer's text (`personalization`), and how many
 * to add (1 when left out). Price, name and anything else are ignored.
 */
export const addToCartSchema = z.object({
  productId: z
    .string({ error: CART_INPUT_MESSAGES.productId })
    .trim()
    .min(1, CART_INPUT_MESSAGES.productId)
    .max(100, "Product id is too long"),
  variantId: variantIdSchema,
  personalization: personalizationTextSchema,
  quantity: z
    .number({ error: CART_INPUT_MESSAGES.quantityType })
    .int({ error: CART_INPUT_MESSAGES.quantityType, abort: true })
    .min(1, CART_INPUT_MESSAGES.quantityPositive)
    .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`)
    .default(1),
});

/** PUT /api/cart/{id}: the line's new quantity; zero or below removes the line (a line of none is no line). */
export const setCartQuantitySchema = z.object({
  quantity: z
    .number({ error: CART_INPUT_MESSAGES.quantityType })
    .int({ error: CART_INPUT_MESSAGES.quantityType, abort: true })
    .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
});

export type AddToCartInput = z.output<typeof addToCartSchema>;
export type SetCartQuantityInput = z.output<typeof setCartQuantitySchema>;
