import { duplicateProduct } from "@/lib/catalog/mutations";
import { idParams, ok, route } from "@/lib/http";

// POST /api/admin/products/{id}/duplicate – a copy of the piece as a draft, to start a new one from (ADMIN only)
export const POST = route({ auth: "admin", params: idParams }, async ({ params }) =>
  ok(await duplicateProduct(params.id), { status: 201 }),
);
