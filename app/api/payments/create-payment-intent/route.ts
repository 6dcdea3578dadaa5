import { authenticate } from "@/lib/auth/request-auth";
import { createPaymentIntent } from "@/lib/checkout/create-payment-intent";
import { paymentIntentPayloadSchema } from "@/lib/checkout/schemas";
import { ok, route } from "@/lib/http";
import { limitPaymentIntentRequest } from "@/lib/rate-limit/checkout-limits";

// POST /api/payments/create-payment-intent – guests, and members when a session is present; every amount is the server's
// The rate limit runs before the body is parsed, so that a flood is refused before any of it is checked.
export const POST = route({ auth: "public", before: limitPaymentIntentRequest, body: paymentIntentPayloadSchema }, async ({ request, body }) =>
  ok(await createPaymentIntent(body, await authenticate(request))),
);
