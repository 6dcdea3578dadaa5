import { z } from "zod";
import { dollarsAsCents } from "@/lib/catalog/dollars-schema";

// Pure on purpose (zod only, no server-only): the admin's form and the checkout's code field check input with the
// same rules the API applies. Amounts are dollars here (the API's edge) and cents once parsed.

/** 4–20 of A–Z, 0–9 and "-", in any case as typed; stored and compared upper case. */
export const discountCodeTextSchema = z
  .string({ error: "Discount code must be text" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,20}$/, "A discount code is 4 to 20 letters, digits or dashes");

const dateSchema = (label: string) => z.coerce.date({ error: `${label} must be a date` });

/** POST /api/admin/discount-codes (docs/api.md). */
export const createDiscountCodeSchema = z
  .object({
    code: discountCodeTextSchema,
    percentOff: z
      .number({ error: "percentOff must be a number" })
      .int("percentOff must be a whole number")
      .min(1, "percentOff must be at least 1")
      .max(100, "percentOff must be at most 100")
      .optional(),
    amountOff: dollarsAsCents("amountOff", { min: 0.01 }).optional(),
    minSubtotal: dollarsAsCents("minSubtotal").optional(),
    startsAt: dateSchema("startsAt").optional(),
    endsAt: dateSchema("endsAt").optional(),
    maxRedemptions: z
      .number({ error: "maxRedemptions must be a number" })
      .int("maxRedemptions must be a whole number")
      .min(1, "maxRedemptions must be at least 1")
      .max(1_000_000, "maxRedemptions must be at most 1000000")
      .optional(),
    oncePerEmail: z.boolean({ error: "oncePerEmail must be true or false" }),
  })
  .refine((input) => (input.percentOff === undefined) !== (input.amountOff === undefined), {
    message: "Give either percentOff or amountOff, not both",
    path: ["percentOff"],
  })
  .refine((input) => !input.startsAt || !input.endsAt || input.startsAt < input.endsAt, {
    message: "endsAt must be after startsAt",
    path: ["endsAt"],
  });

export type CreateDiscountCodeInput = z.infer<typeof createDiscountCodeSchema>;

/** PATCH /api/admin/discount-codes/{id}: switch a code on or off. */
export const updateDiscountCodeSchema = z.object({ active: z.boolean({ error: "active must be true or false" }) });


/** The checkout's optional code: empty is none. */
export const checkoutDiscountCodeSchema = z
  .string({ error: "Discount code must be text" })
  .trim()
  .max(40, "A discount code is 4 to 20 letters, digits or dashes")
  .optional()
  .transform((value) => (value ? value.toUpperCase() : undefined));
