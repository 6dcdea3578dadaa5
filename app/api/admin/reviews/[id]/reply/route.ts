import { ok, route } from "@/lib/http";
import { replyToReview } from "@/lib/reviews/desk";
import { replySchema, reviewIdParams } from "@/lib/reviews/schemas";

// PUT /api/admin/reviews/{id}/reply { reply } – her public reply under the review (≤ 1,000 characters; "" takes it
// down) (ADMIN only)
export const PUT = route({ auth: "admin", params: reviewIdParams, body: replySchema }, async ({ params, body }) =>
  ok(await replyToReview(params.id, body.reply)),
);
