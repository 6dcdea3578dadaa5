import { guestCheckoutSchema } from "@/lib/checkout/schemas";
import { ok, readJson, route } from "@/lib/http";
import { completeGuestCheckout } from "@/lib/orders/complete-checkout";
import { withGuestOrderCookie } from "@/lib/orders/guest-order-token";

// POST /api/guest/checkout – a guest's paid checkout becomes (or returns) its order; the browser gets the cookie that shows it
export const POST = route(async (request) => {
  const { email, paymentIntentId } = guestCheckoutSchema.parse(await readJson(request));
  const order = await completeGuestCheckout(email, paymentIntentId);
  return withGuestOrderCookie(ok(order), order.id);
});
