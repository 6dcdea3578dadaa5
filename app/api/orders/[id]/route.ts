import { idParams, ok, route } from "@/lib/http";
import { getOrderForUserOrThrow } from "@/lib/orders/queries";

// GET /api/orders/{id} – one of the signed-in member's orders; 404 "Order not found" for a missing or foreign id
export const GET = route({ auth: "user", params: idParams }, async ({ user, params }) =>
  ok(await getOrderForUserOrThrow(user.userId, params.id)),
);
