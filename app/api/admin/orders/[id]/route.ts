import { idParams, ok, route } from "@/lib/http";
import { updateOrderStatus } from "@/lib/orders/status";
import { updateOrderStatusSchema } from "@/lib/orders/status-schemas";

// PATCH /api/admin/orders/{id} { status } – the admin moves an order along; 409 when that move is not allowed
export const PATCH = route({ auth: "admin", params: idParams, body: updateOrderStatusSchema }, async ({ params, body: { status } }) => {
  return ok(await updateOrderStatus(params.id, status));
});
