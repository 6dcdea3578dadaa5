import { unsubscribeStockAlerts } from "@/lib/alerts/alerts";
import { ok, route } from "@/lib/http";
import { tokenParams } from "@/lib/link-tokens/schemas";

// POST /api/alerts/unsubscribe/{token} – ends every waiting alert of the address (also the mail client's one-click
// POST, RFC 8058)
export const POST = route({ auth: "public", params: tokenParams }, async ({ params }) =>
  ok(await unsubscribeStockAlerts(params.token)),
);
