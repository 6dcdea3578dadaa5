// Pure on purpose (no server-only): the cart's quantity rules are the same in the browser and on the server.
import { z } from "zod";

const CART_INPUT_MESSAGES = {
  productId: "Product is required",
  quantityType: "Quantity must be a whole number",
  quantityPositive: "Quantity must be at least 1",
} as const;

// Far above any stock the admin form allows; only keeps absurd numbers away from the integer column.
const MAX_QUANTITY = 1_000_000;

/** POST /api/cart: a product and how many to add (1 when left out). Price, name and anything else are ignored. */
export const addToCartSchema = z.object({
  productId: z
    .string({ error: CART_INPUT_MESSAGES.productId })
    .trim()
    .min(1, CART_INPUT_MESSAGES.productId)
    .max(100, "Product id is too long"),
  quantity: z
    .number({ error: CART_INPUT_MESSAGES.quantityType })
    .int({ error: CART_INPUT_MESSAGES.quantityType, abort: true })
    .min(1, CART_INPUT_MESSAGES.quantityPositive)
    .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`)
    .default(1),
});

/** PUT /api/cart/{productId}: the line's new quantity; zero or below removes the line (a line of none is no line). */
export const setCartQuantitySchema = z.object({
  quantity: z
    .number({ error: CART_INPUT_MESSAGES.quantityType })
    .int({ error: CART_INPUT_MESSAGES.quantityType, abort: true })
    .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
});

export type AddToCartInput = z.output<typeof addToCartSchema>;
export type SetCartQuantityInput = z.output<typeof setCartQuantitySchema>;
