import { idParams, ok, route } from "@/lib/http";
import { replyToReview } from "@/lib/reviews/desk";
import { replySchema } from "@/lib/reviews/schemas";

// PUT /api/admin/reviews/{id}/reply { reply } – her public reply under the review (≤ 1,000 characters; "" takes it
// down) (ADMIN only)
export const PUT = route({ auth: "admin", params: idParams, body: replySchema }, async ({ params, body }) =>
  ok(await replyToReview(params.id, body.reply)),
);
