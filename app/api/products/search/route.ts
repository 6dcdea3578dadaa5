import { searchProducts } from "@/lib/catalog/search";
import { searchProductsQuerySchema } from "@/lib/catalog/schemas";
import { ok, route } from "@/lib/http";

// GET /api/products/search?q= – the best matches (24 unless `limit` says, at most 500) and `total`, every match
export const GET = route({ auth: "public", query: searchProductsQuerySchema }, async ({ query: { q, limit } }) => {
  const { products, total } = await searchProducts(q, limit);
  return ok(products, { total });
});
