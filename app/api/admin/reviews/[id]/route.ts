import { idParams, ok, route } from "@/lib/http";
import { moderateReview } from "@/lib/reviews/desk";
import { moderationSchema } from "@/lib/reviews/schemas";

// PUT /api/admin/reviews/{id} { status: "published" | "hidden", reason? } – publish, or hide with one of the fixed
// reasons (spam, abusive, private-information, off-topic; 400 naming reason otherwise); the row stays (ADMIN only)
export const PUT = route({ auth: "admin", params: idParams, body: moderationSchema }, async ({ params, body }) =>
  ok(await moderateReview(params.id, body)),
);
