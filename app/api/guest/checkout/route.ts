import { guestCheckoutSchema } from "@/lib/checkout/schemas";
import { ok, route } from "@/lib/http";
import { completeGuestCheckout } from "@/lib/checkout/complete";
import { withGuestOrderCookie } from "@/lib/orders/guest-order-token";
import { limitGuestCheckouts } from "@/lib/rate-limit/checkout-limits";

// POST /api/guest/checkout – a guest's paid checkout becomes (or returns) its order; the browser gets the cookie that shows it
export const POST = route({ auth: "public", body: guestCheckoutSchema, sameSite: true }, async ({ request, body: { email, paymentIntentId } }) => {
  await limitGuestCheckouts(request, email);
  const order = await completeGuestCheckout(email, paymentIntentId);
  return withGuestOrderCookie(ok(order), order.id);
});
