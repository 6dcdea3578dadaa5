import { sendBackInStockAlerts } from "@/lib/alerts/fire";
import { removeProductFromCarts } from "@/lib/cart/purchased-lines";
import { deleteProduct, updateProduct } from "@/lib/catalog/mutations";
import { getProductByIdOrThrow } from "@/lib/catalog/queries";
import { productInputSchema } from "@/lib/catalog/schemas";
import { idParams, ok, route } from "@/lib/http";

// GET /api/products/{id} – one product the shop shows (a sold piece too), or 404 "Product not found"; a draft for an
// ADMIN only
export const GET = route({ auth: "optional", params: idParams }, async ({ user, params }) =>
  ok(await getProductByIdOrThrow(params.id, { drafts: user?.role === "ADMIN" })),
);

// PUT /api/products/{id} – the admin replaces a product's editable fields; a piece back in stock fires its alerts
export const PUT = route({ auth: "admin", params: idParams, body: productInputSchema }, async ({ params, body }) =>
  ok(await updateProduct(params.id, body, sendBackInStockAlerts)),
);

// DELETE /api/products/{id} – the admin takes a product off sale (kept for past orders); carts lose its lines
export const DELETE = route({ auth: "admin", params: idParams }, async ({ params }) =>
  ok(await deleteProduct(params.id, removeProductFromCarts)),
);
