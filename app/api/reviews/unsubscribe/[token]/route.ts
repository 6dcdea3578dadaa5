import { ok, route } from "@/lib/http";
import { tokenParams } from "@/lib/link-tokens/schemas";
import { unsubscribeReviewRequests } from "@/lib/reviews/unsubscribe";

// POST /api/reviews/unsubscribe/{token} – no more review requests to the order's address, at once (also the mail
// client's one-click POST, RFC 8058); 410 link_expired
export const POST = route({ auth: "public", params: tokenParams }, async ({ params }) =>
  ok(await unsubscribeReviewRequests(params.token)),
);
