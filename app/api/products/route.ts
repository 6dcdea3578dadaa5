import { createProduct } from "@/lib/catalog/mutations";
import { listProducts } from "@/lib/catalog/queries";
import { listProductsQuerySchema, productInputSchema } from "@/lib/catalog/schemas";
import { ok, readJson, route, withAdmin } from "@/lib/http";

export const dynamic = "force-dynamic";

// GET /api/products – products on sale, newest first; optional category (any case) and limit (capped at 100)
export const GET = route(async (request) =>
  ok(await listProducts(listProductsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams)))),
);

// POST /api/products – the admin adds a product
export const POST = withAdmin(async ({ request }) =>
  ok(await createProduct(productInputSchema.parse(await readJson(request))), { status: 201 }),
);
