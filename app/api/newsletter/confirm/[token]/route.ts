import { ok, route } from "@/lib/http";
import { tokenParams } from "@/lib/link-tokens/schemas";
import { confirmNewsletter } from "@/lib/newsletter/subscribers";

// POST /api/newsletter/confirm/{token} – subscribes through the mailed link (once), recording the consent; 410
// link_expired otherwise
export const POST = route({ auth: "public", sameSite: true, params: tokenParams }, async ({ params }) =>
  ok(await confirmNewsletter(params.token)),
);
