// Pure on purpose (zod only): what the admin order routes accept.
import { z } from "zod";
import { ORDER_STATUSES } from "@/lib/orders/order-display";
import { ADMIN_ORDERS_DEFAULT, ADMIN_ORDERS_MAX } from "@/lib/orders/admin-list-limits";

const statusSchema = z.preprocess(
  // Status values are accepted in any case ("Shipped" is shipped), as clients write them.
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z.enum(ORDER_STATUSES, { message: `Status must be one of: ${ORDER_STATUSES.join(", ")}` }),
);

/** PATCH /api/admin/orders/{id}: `{ status }`; whether the move is allowed is lib/orders/status.ts's call (409). */
export const updateOrderStatusSchema = z.object({ status: statusSchema });

/** GET /api/admin/orders: `?status=` (optional) and `?limit=` (1–100, default 50). */
export const adminOrdersQuerySchema = z.object({
  status: statusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_ORDERS_MAX).default(ADMIN_ORDERS_DEFAULT),
});
