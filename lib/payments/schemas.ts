import { z } from "zod";

/** POST /api/payments/test/confirm — what the test card form sends. */
export const testConfirmSchema = z.object({
  clientSecret: z.string().trim().min(1, "clientSecret is required").max(200),
  cardNumber: z.string().trim().min(1, "Card number is required").max(40),
});
