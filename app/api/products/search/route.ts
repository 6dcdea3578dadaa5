import { searchProducts } from "@/lib/catalog/search";
import { searchProductsQuerySchema } from "@/lib/catalog/schemas";
import { ok, route } from "@/lib/http";

// GET /api/products/search?q= – products matching name, description or category, best first; blank q finds none
export const GET = route({ auth: "public", query: searchProductsQuerySchema }, async ({ query: { q, limit } }) => {
  return ok(await searchProducts(q, limit));
});
