import { setDiscountCodeActive } from "@/lib/discounts/admin";
import { updateDiscountCodeSchema } from "@/lib/discounts/schemas";
import { idParams, ok, route } from "@/lib/http";

// PATCH /api/admin/discount-codes/{id} { active } – switch a code on or off (ADMIN only)
export const PATCH = route(
  { auth: "admin", params: idParams, body: updateDiscountCodeSchema },
  async ({ params, body }) => ok(await setDiscountCodeActive(params.id, body.active)),
);
