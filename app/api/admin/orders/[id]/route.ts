import { ok, readJson, withAdmin } from "@/lib/http";
import { updateOrderStatus } from "@/lib/orders/status";
import { updateOrderStatusSchema } from "@/lib/orders/status-schemas";

type Params = { id: string };

export const dynamic = "force-dynamic";

// PATCH /api/admin/orders/{id} { status } – the admin moves an order along; 409 when that move is not allowed
export const PATCH = withAdmin<Params>(async ({ request, params }) => {
  const { status } = updateOrderStatusSchema.parse(await readJson(request));
  return ok(await updateOrderStatus(params.id, status));
});
