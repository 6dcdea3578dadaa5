import "server-only";
import { revalidateProductPages } from "@/lib/catalog/revalidate";
import { isUniqueViolation, transaction } from "@/lib/db";
import { env } from "@/lib/env";
import { ConflictError, ValidationError } from "@/lib/errors";
import { consumeLinkToken } from "@/lib/link-tokens/tokens";
import { findReviewableOrder } from "@/lib/orders/reviewable";
import { openReviewLinkOrThrow, reviewedLineIds } from "@/lib/reviews/review-link";
import { displayNameOf, reviewInputSchema, type ReviewStatus } from "@/lib/reviews/schemas";

/**
 * Publishes one photo (oriented, metadata and location stripped, WebP: lib/images/uploads.ts) and answers its path.
 * Handed in by the route: lib/images asks this domain which photos reviews show, so this domain may not import it.
 */
export type PublishPhoto = (file: File) => Promise<{ url: string }>;

const ALREADY_REVIEWED = "This piece of your order already has your review.";

/**
 * A buyer's review (POST /api/reviews): the fields as JSON or the form sent them, and its photos (the `photos` parts, read
 * by the route, which has already counted the client). Checked first (400 naming the field), then the link (410
 * `link_expired`: unknown, expired, its order no longer standing, or every line reviewed), then the piece (400
 * naming productId when it is not a line of that order; 409 `already_reviewed` when each of its lines has a review),
 * then the photos published one at a time, then the review written. The review that completes the order uses the
 * link up in the same transaction. Published at once, or held for the maker with REVIEWS_HELD=1.
 */
export async function writeReview(
  fields: unknown,
  files: readonly File[],
  publishPhoto: PublishPhoto,
): Promise<{ id: string; status: ReviewStatus }> {
  const input = reviewInputSchema.parse(fields);
  const link = await openReviewLinkOrThrow(input.token);
  const line =
    link.open.find((open) => open.productId === input.productId) ??
    (await refuseProduct(link.orderId, input.productId));
  const status: ReviewStatus = env().REVIEWS_HELD ? "held" : "published";
  // One at a time: three photos decoded at once would hold three full-size pictures in memory. A review that is then
  // not written leaves its photos unreferenced, which the image gate never serves (lib/images/known-photos.ts).
  const photos: string[] = [];
  for (const file of files) photos.push((await publishPhoto(file)).url);
  try {
    const written = await transaction(async (tx) => {
      const created = await tx.review.create({
        data: {
          productId: line.productId,
          orderId: link.orderId,
          orderItemId: line.id,
          userId: link.userId,
          rating: input.rating,
          title: input.title ?? null,
          body: input.body,
          displayName: displayNameOf(input.name) ?? input.name,
          variantLabel: line.variantLabel,
          photos,
          status,
        },
        select: { id: true },
      });
      const reviewed = await reviewedLineIds(link.orderId, tx);
      if (link.open.every((open) => reviewed.has(open.id))) await consumeLinkToken(tx, "review", input.token);
      return { id: created.id, status };
    });
    // The piece's page shows its reviews and their figures: a cached copy must not hide the new one.
    if (status === "published") revalidateProductPages([line.productId]);
    return written;
  } catch (error) {
    // Two posts of the same line at once: the unique key on order_item_id lets one through. (Two lines finished at
    // once may each miss using the link up; it opens nothing anyway once every line has its review.)
    if (isUniqueViolation(error)) throw new ConflictError(ALREADY_REVIEWED, "already_reviewed");
    throw error;
  }
}

/** Why a piece with no open line is refused: 409 when the order has it and every line of it is reviewed, else 400. */
async function refuseProduct(orderId: string, productId: string): Promise<never> {
  const order = await findReviewableOrder(orderId);
  if (order?.lines.some((line) => line.productId === productId))
    throw new ConflictError(ALREADY_REVIEWED, "already_reviewed");
  throw new ValidationError("This piece is not part of the order the link is for", [
    { path: "productId", message: "Not a piece of this order" },
  ]);
}
