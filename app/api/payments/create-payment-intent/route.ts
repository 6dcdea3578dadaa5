import { authenticate } from "@/lib/auth/request-auth";
import { createPaymentIntent } from "@/lib/checkout/create-payment-intent";
import { ok, route } from "@/lib/http";
import { readJson } from "@/lib/http/body";
import { limitPaymentIntentRequest } from "@/lib/rate-limit/checkout-limits";

// POST /api/payments/create-payment-intent – guests, and members when a session is present; every amount is the server's
// The body is read after the rate limit, so that a flood is refused before any of it is parsed.
export const POST = route({ auth: "public" }, async ({ request }) => {
  await limitPaymentIntentRequest(request);
  return ok(await createPaymentIntent(await readJson(request), await authenticate(request)));
});
