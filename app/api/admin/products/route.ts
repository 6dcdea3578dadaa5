import { listAdminProducts } from "@/lib/catalog/admin";
import { adminProductsQuerySchema } from "@/lib/catalog/schemas";
import { ok, route } from "@/lib/http";

// GET /api/admin/products?q=&category=&availability=&status=&cursor=&limit= – the catalogue, drafts included, one page
// at a time (ADMIN only)
export const GET = route({ auth: "admin", query: adminProductsQuerySchema }, async ({ query }) => {
  const { products, total, nextCursor } = await listAdminProducts(query);
  return ok(products, { total, nextCursor });
});
