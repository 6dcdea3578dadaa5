// Pure on purpose (zod only): what POST /api/guest/orders/lookup accepts, shared with the lookup form.
import { z } from "zod";
import { emailSchema } from "@/lib/auth/schemas";

/**
 * The order number as buyers copy it from a mail or read it out: the 8 letters and digits after "#", in any case,
 * with or without the "#" and spaces around it. Answered upper case, as the shop writes it.
 */
export const orderNumberSchema = z
  .string({ error: "Order number is required" })
  .trim()
  .min(1, "Order number is required")
  .transform((value) => value.replace(/^#\s*/, "").toUpperCase())
  .pipe(
    z.string().regex(/^[0-9A-Z]{8}$/, "Order number is the 8 letters and digits after # in your confirmation email"),
  );

/** POST /api/guest/orders/lookup: the order's email and its number. */
export const orderLookupSchema = z.object({ email: emailSchema, orderNumber: orderNumberSchema });

export type OrderLookup = z.infer<typeof orderLookupSchema>;
