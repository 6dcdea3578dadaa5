import { refuseCrossSiteRequest } from "@/lib/auth/request-auth";
import { completeReturnedCheckout } from "@/lib/checkout/complete";
import { checkoutReturnSchema } from "@/lib/checkout/schemas";
import { ok, readJson, route } from "@/lib/http";
import { withGuestOrderCookie } from "@/lib/orders/guest-order-token";

// POST /api/checkout/return – back from a payment method that redirects: the checkout whose client secret the browser holds becomes (or returns) its order
export const POST = route(async (request) => {
  // A guest's order sets a cookie: another site must not plant one naming an order of its choosing in a visitor's browser.
  refuseCrossSiteRequest(request);
  const { paymentIntentId, clientSecret } = checkoutReturnSchema.parse(await readJson(request));
  const { order, guest } = await completeReturnedCheckout(paymentIntentId, clientSecret);
  return guest ? withGuestOrderCookie(ok(order), order.id) : ok(order);
});
