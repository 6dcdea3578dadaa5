import { idParams, ok, route } from "@/lib/http";
import { adminActor } from "@/lib/orders/events";
import { getAdminOrder } from "@/lib/orders/desk/admin-order";
import { updateOrderStatus } from "@/lib/orders/desk/status";
import { updateOrderStatusSchema } from "@/lib/orders/desk/status-schemas";
import { trackingFromRequest } from "@/lib/orders/tracking";

// GET /api/admin/orders/{id} – one order, all of it: lines, buyer, address, payment, ship-by, tracking and its trail
// (ADMIN only)
export const GET = route({ auth: "admin", params: idParams }, async ({ params }) => ok(await getAdminOrder(params.id)));

// PATCH /api/admin/orders/{id} { status, carrier?, trackingNumber?, trackingUrl? } – the admin moves an order along
// (shipped: with tracking, or corrects it); 409 when that move is not allowed
export const PATCH = route(
  { auth: "admin", params: idParams, body: updateOrderStatusSchema },
  async ({ params, user, body }) => {
    return ok(
      await updateOrderStatus(params.id, body.status, {
        actor: await adminActor(user.userId),
        tracking: trackingFromRequest(body),
      }),
    );
  },
);
