import { ok, route } from "@/lib/http";
import { getShopPage } from "@/lib/shop-pages/pages";
import { shopPageParamsSchema } from "@/lib/shop-pages/schemas";

// GET /api/pages/{slug} – a policy page (shipping, returns, faq): { slug, title, body (Markdown), updatedAt }; 404 for
// others
export const GET = route({ auth: "public", params: shopPageParamsSchema }, async ({ params }) =>
  ok(await getShopPage(params.slug)),
);
