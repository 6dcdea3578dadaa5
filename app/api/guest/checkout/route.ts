import { completeGuestCheckout } from "@/lib/checkout/complete";
import { guestCheckoutSchema } from "@/lib/checkout/schemas";
import { ok, route } from "@/lib/http";
import { withGuestOrderCookie } from "@/lib/http/guest-order-cookie";

// POST /api/guest/checkout – a guest's paid checkout becomes (or returns) its order; the browser gets the cookie that
// shows it
export const POST = route(
  { auth: "public", client: true, body: guestCheckoutSchema, sameSite: true },
  async ({ client, body }) => {
    const order = await completeGuestCheckout(body.email, body.paymentIntentId, client);
    return withGuestOrderCookie(ok(order), order.id);
  },
);
