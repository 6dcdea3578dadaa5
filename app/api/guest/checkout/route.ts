import { refuseCrossSiteRequest } from "@/lib/auth/request-auth";
import { guestCheckoutSchema } from "@/lib/checkout/schemas";
import { ok, readJson, route } from "@/lib/http";
import { completeGuestCheckout } from "@/lib/checkout/complete";
import { withGuestOrderCookie } from "@/lib/orders/guest-order-token";

// POST /api/guest/checkout – a guest's paid checkout becomes (or returns) its order; the browser gets the cookie that shows it
export const POST = route(async (request) => {
  // It sets a cookie: another site must not plant one naming an order of its choosing in a visitor's browser.
  refuseCrossSiteRequest(request);
  const { email, paymentIntentId } = guestCheckoutSchema.parse(await readJson(request));
  const order = await completeGuestCheckout(email, paymentIntentId);
  return withGuestOrderCookie(ok(order), order.id);
});
