import { authenticate } from "@/lib/auth/request-auth";
import { createPaymentIntent } from "@/lib/checkout/create-payment-intent";
import { ok, readJson, route } from "@/lib/http";
import { limitPaymentIntentRequest } from "@/lib/rate-limit/checkout-limits";

// POST /api/payments/create-payment-intent – guests, and members when a session is present; every amount is the server's
export const POST = route(async (request) => {
  await limitPaymentIntentRequest(request);
  return ok(await createPaymentIntent(await readJson(request), await authenticate(request)));
});
