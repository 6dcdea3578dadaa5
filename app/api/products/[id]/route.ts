import { deleteProduct, updateProduct } from "@/lib/catalog/mutations";
import { getProductByIdOrThrow } from "@/lib/catalog/queries";
import { productInputSchema } from "@/lib/catalog/schemas";
import { ok, readJson, route, withAdmin } from "@/lib/http";

type Params = { id: string };

export const dynamic = "force-dynamic";

// GET /api/products/{id} – one product on sale, or 404 "Product not found"
export const GET = route<Params>(async (_request, { params }) => ok(await getProductByIdOrThrow((await params).id)));

// PUT /api/products/{id} – the admin replaces a product's editable fields
export const PUT = withAdmin<Params>(async ({ request, params }) =>
  ok(await updateProduct(params.id, productInputSchema.parse(await readJson(request)))),
);

// DELETE /api/products/{id} – the admin takes a product off sale (kept for past orders)
export const DELETE = withAdmin<Params>(async ({ params }) => ok(await deleteProduct(params.id)));
