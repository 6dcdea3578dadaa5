import { ok, withUser } from "@/lib/http";
import { countOrdersForUser, listOrdersForUser } from "@/lib/orders/queries";

export const dynamic = "force-dynamic";

// GET /api/orders – the signed-in member's orders, newest first, with their count as `total`
export const GET = withUser(async ({ user }) => {
  const [orders, total] = await Promise.all([listOrdersForUser(user.userId), countOrdersForUser(user.userId)]);
  return ok(orders, { total });
});
