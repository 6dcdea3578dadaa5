import { deleteProduct, updateProduct } from "@/lib/catalog/mutations";
import { getProductByIdOrThrow } from "@/lib/catalog/queries";
import { productInputSchema } from "@/lib/catalog/schemas";
import { idParams, ok, route } from "@/lib/http";

// GET /api/products/{id} – one product on sale, or 404 "Product not found"
export const GET = route({ auth: "public", params: idParams }, async ({ params }) => ok(await getProductByIdOrThrow(params.id)));

// PUT /api/products/{id} – the admin replaces a product's editable fields
export const PUT = route({ auth: "admin", params: idParams, body: productInputSchema }, async ({ params, body }) =>
  ok(await updateProduct(params.id, body)),
);

// DELETE /api/products/{id} – the admin takes a product off sale (kept for past orders)
export const DELETE = route({ auth: "admin", params: idParams }, async ({ params }) => ok(await deleteProduct(params.id)));
