import { completeGuestCheckout } from "@/lib/checkout/complete";
import { guestCheckoutSchema } from "@/lib/checkout/schemas";
import { ok, route } from "@/lib/http";
import { withGuestOrderCookie } from "@/lib/orders/guest-order-token";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/guest/checkout – a guest's paid checkout becomes (or returns) its order; the browser gets the cookie that shows it
export const POST = route({ auth: "public", body: guestCheckoutSchema, sameSite: true }, async ({ request, body }) => {
  const order = await completeGuestCheckout(body.email, body.paymentIntentId, clientAddress(request));
  return withGuestOrderCookie(ok(order), order.id);
});
