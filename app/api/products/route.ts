import { createProduct } from "@/lib/catalog/mutations";
import { listProducts } from "@/lib/catalog/queries";
import { listProductsQuerySchema, productInputSchema } from "@/lib/catalog/schemas";
import { ok, route } from "@/lib/http";

// GET /api/products – products on sale, newest first; optional category (any case) and limit (capped at 100)
export const GET = route({ auth: "public", query: listProductsQuerySchema }, async ({ query }) =>
  ok(await listProducts(query)),
);

// POST /api/products – the admin adds a product
export const POST = route({ auth: "admin", body: productInputSchema }, async ({ body }) =>
  ok(await createProduct(body), { status: 201 }),
);
