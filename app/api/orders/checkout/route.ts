import { memberCheckoutSchema } from "@/lib/checkout/schemas";
import { ok, route } from "@/lib/http";
import { completeMemberCheckout } from "@/lib/checkout/complete";

// POST /api/orders/checkout – the member's paid checkout becomes (or returns) its order; the body's amounts are ignored
export const POST = route(
  { auth: "user", client: true, body: memberCheckoutSchema },
  async ({ client, user, body: { paymentIntentId } }) => {
    return ok(await completeMemberCheckout(user.userId, paymentIntentId, client));
  },
);
