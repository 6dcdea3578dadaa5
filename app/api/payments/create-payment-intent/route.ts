import { checkoutBrowserOf } from "@/lib/checkout/browser-key";
import { createPaymentIntent } from "@/lib/checkout/create-payment-intent";
import { limitPaymentIntents } from "@/lib/checkout/limits";
import { paymentIntentPayloadSchema } from "@/lib/checkout/schemas";
import { ok, route } from "@/lib/http";
import { readJson } from "@/lib/http/body";
import { CHECKOUT_BROWSER_COOKIE, withCheckoutBrowserCookie } from "@/lib/http/checkout-browser-cookie";
import { clientAddress } from "@/lib/http/client-address";
import { presentedClaims } from "@/lib/http/request-auth";

/**
 * The limits, applied before the handler reads anything else. The buyer is taken from a copy of the body (a guest's
 * `email`) or from the access token's subject; both are only names to count under, and the handler checks the body
 * and the token for real. A body the handler would refuse (413, 415, malformed) is refused here already, before
 * anything is counted.
 */
async function limitPaymentIntentRequest(request: Request): Promise<void> {
  const [body, claims] = await Promise.all([readJson(request.clone()), presentedClaims(request)]);
  const email =
    typeof body === "object" && body !== null && "email" in body && typeof body.email === "string" ? body.email : null;
  const buyer = claims ? { userId: claims.userId } : email ? { email } : null;
  await limitPaymentIntents(clientAddress(request), buyer);
}

// POST /api/payments/create-payment-intent – guests, and members when a session is present; every amount is the
// server's
// The rate limit runs before the body is parsed, so that a flood is refused before any of it is checked. A guest's
// browser is named by its checkout cookie (set on the first answer): a new checkout replaces only that browser's.
export const POST = route(
  {
    auth: "optional",
    sameSite: true,
    before: limitPaymentIntentRequest,
    body: paymentIntentPayloadSchema,
    cookies: [CHECKOUT_BROWSER_COOKIE],
  },
  async ({ user, body, cookies }) => {
    const browser = checkoutBrowserOf(cookies[CHECKOUT_BROWSER_COOKIE]);
    return withCheckoutBrowserCookie(ok(await createPaymentIntent(body, user, browser.key)), browser);
  },
);
