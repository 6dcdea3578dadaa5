import { createCollection, listAdminCollections } from "@/lib/collections/collections";
import { collectionInputSchema } from "@/lib/collections/schemas";
import { ok, route } from "@/lib/http";

// GET /api/admin/collections – every collection with all its pieces' ids in her order, by name (ADMIN only)
export const GET = route({ auth: "admin" }, async () => ok(await listAdminCollections()));

// POST /api/admin/collections { name, slug?, description, productIds, portfolio? } – a new collection; 409 slug_taken
// (ADMIN only)
export const POST = route({ auth: "admin", body: collectionInputSchema }, async ({ body }) =>
  ok(await createCollection(body), { status: 201 }),
);
