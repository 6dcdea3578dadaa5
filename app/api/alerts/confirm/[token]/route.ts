import { confirmStockAlert } from "@/lib/alerts/alerts";
import { ok, route } from "@/lib/http";
import { tokenParams } from "@/lib/link-tokens/schemas";

// POST /api/alerts/confirm/{token} – confirms a back-in-stock alert (the mailed link, once); 410 link_expired otherwise
export const POST = route({ auth: "public", sameSite: true, params: tokenParams }, async ({ params }) =>
  ok(await confirmStockAlert(params.token)),
);
