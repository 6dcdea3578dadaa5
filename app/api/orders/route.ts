import { ok, route } from "@/lib/http";
import { finalizeLatestCheckout } from "@/lib/checkout/complete";
import { countOrdersForUser, listOrdersForUser } from "@/lib/orders/queries";

// GET /api/orders – the signed-in member's orders, newest first, with their count as `total`
export const GET = route({ auth: "user" }, async ({ user }) => {
  const [orders, total] = await Promise.all([listOrdersForUser(user.userId), countOrdersForUser(user.userId)]);
  return ok(orders, { total });
});

// POST /api/orders (no body) – never makes an order by itself: it finalizes the member's most recent checkout,
// which answers its order only when that checkout's payment succeeded (409 no_checkout without one, 402/409 unpaid)
export const POST = route({ auth: "user", client: true }, async ({ client, user }) =>
  ok(await finalizeLatestCheckout(user.userId, client)),
);
