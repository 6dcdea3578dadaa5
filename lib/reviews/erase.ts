import "server-only";
import type { Tx } from "@/lib/db";
import { ANONYMOUS_NAME } from "@/lib/reviews/schemas";

/** The account being deleted: her reviews are those of her orders, and of guest orders placed with her email. */
export type ReviewWriter = { id: string; email: string };

/**
 * Inside the account deletion's transaction, before her orders are erased (their email is what ties her guest orders
 * to her): her reviews stay, their words and stars as written, under "A buyer" and no longer tied to an account; or,
 * when she asked, they are deleted. A deleted review's photos are then referenced by nothing, so the image gate stops
 * serving them at once (lib/images/known-photos.ts). Answers the pieces whose reviews changed, for their pages to be
 * dropped from the cache, and the deleted reviews' photos, for the store to remove, once the deletion has committed.
 */
export async function eraseReviewsOf(
  tx: Tx,
  writer: ReviewWriter,
  deleteReviews: boolean,
): Promise<{ pieces: (string | null)[]; photos: string[] }> {
  const hers = {
    OR: [
      { userId: writer.id },
      { order: { userId: null, email: { equals: writer.email, mode: "insensitive" as const } } },
    ],
  };
  const rows = await tx.review.findMany({ where: hers, select: { productId: true, photos: true } });
  const pieces = [...new Set(rows.map((row) => row.productId))];
  if (!deleteReviews) {
    await tx.review.updateMany({ where: hers, data: { userId: null, displayName: ANONYMOUS_NAME } });
    return { pieces, photos: [] };
  }
  await tx.review.deleteMany({ where: hers });
  return { pieces, photos: rows.flatMap((row) => row.photos) };
}
