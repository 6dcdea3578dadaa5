import { ok, route } from "@/lib/http";
import { saveShopPage } from "@/lib/shop-pages/pages";
import { shopPageInputSchema, shopPageParamsSchema } from "@/lib/shop-pages/schemas";

// PUT /api/admin/pages/{slug} { title, body } – the maker's words for a policy page, live on every process within a
// second (ADMIN only)
export const PUT = route(
  { auth: "admin", params: shopPageParamsSchema, body: shopPageInputSchema },
  async ({ params, body }) => ok(await saveShopPage(params.slug, body)),
);
