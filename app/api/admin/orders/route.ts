import { ok, route } from "@/lib/http";
import { listOrdersForAdmin } from "@/lib/orders/desk/admin-list";
import { adminOrdersQuerySchema } from "@/lib/orders/desk/status-schemas";

// GET /api/admin/orders?q=&status=&from=&to=&cursor=&limit= – every customer's orders, found and paged, newest first,
// with counts per status (ADMIN only)
export const GET = route({ auth: "admin", query: adminOrdersQuerySchema }, async ({ query }) => {
  const { orders, total, nextCursor, counts } = await listOrdersForAdmin(query);
  return ok(orders, { total, nextCursor, counts });
});
