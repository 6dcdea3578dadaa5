import { ok, route } from "@/lib/http";
import { listOrdersForAdmin } from "@/lib/orders/admin-list";
import { adminOrdersQuerySchema } from "@/lib/orders/status-schemas";

// GET /api/admin/orders?status=&limit= – every customer's orders, newest first, with the count of matches (ADMIN only)
export const GET = route({ auth: "admin", query: adminOrdersQuerySchema }, async ({ query }) => {
  const { orders, total } = await listOrdersForAdmin(query);
  return ok(orders, { total });
});
