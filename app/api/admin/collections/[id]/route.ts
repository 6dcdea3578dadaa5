import { deleteCollection, updateCollection } from "@/lib/collections/collections";
import { collectionInputSchema } from "@/lib/collections/schemas";
import { idParams, ok, route } from "@/lib/http";

// PUT /api/admin/collections/{id} { name, slug?, description, productIds, portfolio? } – replace a collection whole;
// 404 unknown id, 409 slug_taken (ADMIN only)
export const PUT = route({ auth: "admin", params: idParams, body: collectionInputSchema }, async ({ params, body }) =>
  ok(await updateCollection(params.id, body)),
);

// DELETE /api/admin/collections/{id} – delete a collection, 204 (its pieces stay in the shop); 404 unknown id (ADMIN
// only)
export const DELETE = route({ auth: "admin", params: idParams }, async ({ params }) => {
  await deleteCollection(params.id);
  return new Response(null, { status: 204 });
});
