import { getCollectionBySlugOrThrow } from "@/lib/collections/collections";
import { collectionSlugParamsSchema } from "@/lib/collections/schemas";
import { ok, route } from "@/lib/http";

// GET /api/collections/{slug} – one collection with its pieces in her order (drafts, deleted and, unless a portfolio,
// sold pieces left out); 404 not_found
export const GET = route({ auth: "public", params: collectionSlugParamsSchema }, async ({ params }) =>
  ok(await getCollectionBySlugOrThrow(params.slug)),
);
