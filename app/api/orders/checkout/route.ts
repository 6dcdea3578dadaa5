import { memberCheckoutSchema } from "@/lib/checkout/schemas";
import { ok, readJson, withUser } from "@/lib/http";
import { completeMemberCheckout } from "@/lib/checkout/complete";

// POST /api/orders/checkout – the member's paid checkout becomes (or returns) its order; the body's amounts are ignored
export const POST = withUser(async ({ request, user }) => {
  const { paymentIntentId } = memberCheckoutSchema.parse(await readJson(request));
  return ok(await completeMemberCheckout(user.userId, paymentIntentId));
});
