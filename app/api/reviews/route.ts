import { ok, route } from "@/lib/http";
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from "@/lib/images/photo";
import { publishVisitorPhoto } from "@/lib/images/uploads";
import { REVIEWS_PER_CLIENT } from "@/lib/rate-limit/policies";
import { MAX_REVIEW_PHOTOS } from "@/lib/reviews/schemas";
import { writeReview } from "@/lib/reviews/write";

// POST /api/reviews { token, productId, rating, title?, body, name } as JSON, or multipart with up to 3 `photos` –
// 201 { id, status }; 400 naming the field, 409 already_reviewed, 410 link_expired
// Another site's page is refused (403) before anything, then the client is counted before the body is read. The
// photos are published by the upload pipeline, her originals not kept (handed in: lib/images asks lib/reviews which
// photos reviews show).
export const POST = route(
  {
    auth: "public",
    sameSite: true,
    perClient: REVIEWS_PER_CLIENT,
    files: {
      field: "photos",
      maxFiles: MAX_REVIEW_PHOTOS,
      maxBytesEach: MAX_PHOTO_BYTES,
      tooLargeMessage: PHOTO_TOO_LARGE,
    },
  },
  async ({ files: { fields, files } }) => ok(await writeReview(fields, files, publishVisitorPhoto), { status: 201 }),
);
