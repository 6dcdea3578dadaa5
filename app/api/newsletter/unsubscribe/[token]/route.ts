import { ok, route } from "@/lib/http";
import { tokenParams } from "@/lib/link-tokens/schemas";
import { unsubscribeNewsletter } from "@/lib/newsletter/subscribers";

// POST /api/newsletter/unsubscribe/{token} – unsubscribes at once (also the mail client's one-click POST, RFC 8058);
// 410 link_expired
export const POST = route({ auth: "public", params: tokenParams }, async ({ params }) =>
  ok(await unsubscribeNewsletter(params.token)),
);
