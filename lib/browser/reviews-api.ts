// Browser side: reviews (docs/api.md, Reviews), typed by the handlers' own functions and schemas.
import { apiData, type AnswerOf } from "@/lib/browser/api-client";
import type { writeReview as serverWriteReview } from "@/lib/reviews/write";

/** POST /api/reviews, one piece's form as it stands (multipart, with its photos); the link's token proves the purchase. */
export function sendReview(form: FormData): Promise<AnswerOf<typeof serverWriteReview>> {
  return apiData("/api/reviews", { method: "POST", body: form, redirectOnExpiry: false });
}
