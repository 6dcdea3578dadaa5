import { checkoutBrowserOf, withCheckoutBrowserCookie } from "@/lib/checkout/checkout-browser";
import { createPaymentIntent } from "@/lib/checkout/create-payment-intent";
import { paymentIntentPayloadSchema } from "@/lib/checkout/schemas";
import { ok, route } from "@/lib/http";
import { limitPaymentIntentRequest } from "@/lib/checkout/limits";

// POST /api/payments/create-payment-intent – guests, and members when a session is present; every amount is the server's
// The rate limit runs before the body is parsed, so that a flood is refused before any of it is checked. A guest's
// browser is named by its checkout cookie (set on the first answer): a new checkout replaces only that browser's.
export const POST = route({ auth: "optional", sameSite: true, before: limitPaymentIntentRequest, body: paymentIntentPayloadSchema }, async ({ request, user, body }) => {
  const browser = checkoutBrowserOf(request.headers);
  return withCheckoutBrowserCookie(ok(await createPaymentIntent(body, user, browser.key)), browser);
});
