// Browser side: reviews (docs/api.md, Reviews), typed by the handlers' own functions and schemas.
import { apiData, type AnswerOf, type RequestOf } from "@/lib/browser/api-client";
import type { moderateReview as serverModerate, replyToReview as serverReply } from "@/lib/reviews/desk";
import type { moderationSchema, replySchema } from "@/lib/reviews/schemas";
import type { writeReview as serverWriteReview } from "@/lib/reviews/write";

const adminPath = (id: string, tail = "") => `/api/admin/reviews/${encodeURIComponent(id)}${tail}`;

/** POST /api/reviews, one piece's form as it stands (multipart, with its photos); the link's token proves the purchase. */
export function sendReview(form: FormData): Promise<AnswerOf<typeof serverWriteReview>> {
  return apiData("/api/reviews", { method: "POST", body: form, redirectOnExpiry: false });
}

/** PUT /api/admin/reviews/{id}: publish, or hide with one of the fixed reasons. */
export function moderateReview(
  id: string,
  body: RequestOf<typeof moderationSchema>,
): Promise<AnswerOf<typeof serverModerate>> {
  return apiData(adminPath(id), { method: "PUT", body });
}

/** PUT /api/admin/reviews/{id}/reply: her public answer under the review ("" takes it down). */
export function replyToReview(id: string, body: RequestOf<typeof replySchema>): Promise<AnswerOf<typeof serverReply>> {
  return apiData(adminPath(id, "/reply"), { method: "PUT", body });
}
