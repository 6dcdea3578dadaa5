import { createProduct } from "@/lib/catalog/mutations";
import { listCatalogProducts } from "@/lib/catalog/filtered-products";
import { listProductsQuerySchema, productInputSchema } from "@/lib/catalog/schemas";
import { ok, route } from "@/lib/http";

// GET /api/products – products on sale, newest first, filtered as /shop (category, availability, metal, stone, color,
// search, min, max), paged by page and limit (capped at 100), with the total and each attribute filter's counts
export const GET = route({ auth: "public", query: listProductsQuerySchema }, async ({ query }) => {
  const { products, total, facets } = await listCatalogProducts(query);
  return ok(products, { total, facets });
});

// POST /api/products – the admin adds a product
export const POST = route({ auth: "admin", body: productInputSchema }, async ({ body }) =>
  ok(await createProduct(body), { status: 201 }),
);
