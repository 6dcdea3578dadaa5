import { z } from "zod";
import { emailSchema } from "@/lib/auth/schemas";

// Shared by the API and the product page's "Email me when it's back" form: zod only, nothing server-side.

/** POST /api/products/{id}/alerts: who to tell, and which size or length (required when the piece has them). */
export const stockAlertRequestSchema = z.object({
  email: emailSchema,
  variantId: z
    .string({ error: "Choose a size or length" })
    .trim()
    .min(1, "Choose a size or length")
    .max(100, "Choose a size or length")
    .optional(),
});

export type StockAlertRequest = z.infer<typeof stockAlertRequestSchema>;
