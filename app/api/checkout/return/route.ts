import { completeReturnedCheckout } from "@/lib/checkout/complete";
import { checkoutReturnSchema } from "@/lib/checkout/schemas";
import { ok, route } from "@/lib/http";
import { withGuestOrderCookie } from "@/lib/http/guest-order-cookie";

// POST /api/checkout/return – back from a payment method that redirects: the checkout whose client secret the browser
// holds becomes (or returns) its order
export const POST = route(
  { auth: "public", client: true, body: checkoutReturnSchema, sameSite: true },
  async ({ client, body: { paymentIntentId, clientSecret } }) => {
    const { order, guest } = await completeReturnedCheckout(paymentIntentId, clientSecret, client);
    return guest ? withGuestOrderCookie(ok(order), order.id) : ok(order);
  },
);
