import "server-only";
import { getProductByIdOrThrow } from "@/lib/catalog/queries";
import { db } from "@/lib/db";
import { decodeCursor, encodeCursor } from "@/lib/pagination/cursor";

/** Reviews a page of GET /api/products/{id}/reviews carries (and the product page shows at a time). */
export const REVIEWS_PAGE_SIZE = 10;

/** How many published reviews give each number of stars. */
export type RatingHistogram = { 5: number; 4: number; 3: number; 2: number; 1: number };

/** A piece's published reviews in figures: the average to one decimal (null with none), the count, the histogram. */
export type ReviewSummary = { average: number | null; count: number; histogram: RatingHistogram };

/** One published review as the shop shows it: always a verified buyer's, since only a purchase can write one. */
export type PublishedReview = {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  name: string;
  /** The size or length bought, when the piece has sizes. */
  size: string | null;
  photos: string[];
  reply: string | null;
  createdAt: Date;
  verified: true;
};

export type ReviewPage = ReviewSummary & { items: PublishedReview[]; nextCursor: string | null };

const emptyHistogram = (): RatingHistogram => ({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 });

function isStars(rating: number): rating is keyof RatingHistogram {
  return rating === 1 || rating === 2 || rating === 3 || rating === 4 || rating === 5;
}

/** The summary of counted ratings; the average is worked from the integer sums, then rounded once. */
function summaryOf(counts: readonly { rating: number; count: number }[]): ReviewSummary {
  const histogram = emptyHistogram();
  let count = 0;
  let stars = 0;
  for (const row of counts) {
    if (!isStars(row.rating)) continue;
    histogram[row.rating] += row.count;
    count += row.count;
    stars += row.rating * row.count;
  }
  return { average: count === 0 ? null : Math.round((stars * 10) / count) / 10, count, histogram };
}

/**
 * The published reviews' figures of each of these pieces (one grouped read): the product page, its structured data
 * and the shop's cards read the same numbers. A piece with none answers count 0 and average null.
 */
export async function reviewSummaries(productIds: readonly string[]): Promise<Map<string, ReviewSummary>> {
  const rows = await db.review.groupBy({
    by: ["productId", "rating"],
    where: { productId: { in: [...productIds] }, status: "published" },
    _count: { _all: true },
  });
  return new Map(
    productIds.map((id) => [
      id,
      summaryOf(
        rows.filter((row) => row.productId === id).map((row) => ({ rating: row.rating, count: row._count._all })),
      ),
    ]),
  );
}

/** One piece's published reviews in figures. */
export async function reviewSummary(productId: string): Promise<ReviewSummary> {
  return (await reviewSummaries([productId])).get(productId) ?? summaryOf([]);
}

/** What of a review row the shop shows. */
const SHOWN = {
  id: true,
  rating: true,
  title: true,
  body: true,
  displayName: true,
  variantLabel: true,
  photos: true,
  reply: true,
  createdAt: true,
} as const;

type ShownRow = {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  displayName: string;
  variantLabel: string | null;
  photos: string[];
  reply: string | null;
  createdAt: Date;
};

function shown(row: ShownRow): PublishedReview {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    name: row.displayName,
    size: row.variantLabel,
    photos: row.photos,
    reply: row.reply,
    createdAt: row.createdAt,
    verified: true,
  };
}

/** A numbered page of a piece's reviews, as its pages show them: page 1 on the product page, the rest at /product/{id}/reviews/{n}. */
export type NumberedReviewPage = ReviewSummary & { items: PublishedReview[]; page: number; pageCount: number };

/**
 * Page `page` (from 1) of a piece's published reviews, newest first, with its figures: the product page and its
 * crawlable later pages read by number rather than by cursor, so each page has one address a crawler can follow. A
 * page past the last answers no items (its route is then a 404). The caller has read the product already.
 */
export async function productReviewsAt(productId: string, page: number): Promise<NumberedReviewPage> {
  const [summary, rows] = await Promise.all([
    reviewSummary(productId),
    db.review.findMany({
      where: { productId, status: "published" },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * REVIEWS_PAGE_SIZE,
      take: REVIEWS_PAGE_SIZE,
      select: SHOWN,
    }),
  ]);
  return { ...summary, items: rows.map(shown), page, pageCount: Math.ceil(summary.count / REVIEWS_PAGE_SIZE) };
}

/**
 * A page of a piece's published reviews, newest first, with its figures (GET /api/products/{id}/reviews). A sold
 * one-of-a-kind piece keeps its reviews, as it keeps its page; a piece the shop does not show is a 404. `cursor`: the
 * previous page's nextCursor (400 naming it when this list did not give it out).
 */
export async function listProductReviews(productId: string, cursor?: string): Promise<ReviewPage> {
  await getProductByIdOrThrow(productId);
  const after = cursor === undefined ? null : decodeCursor(cursor);
  const [summary, rows] = await Promise.all([
    reviewSummary(productId),
    db.review.findMany({
      where: {
        productId,
        status: "published",
        ...(after ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }] } : {}),
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: REVIEWS_PAGE_SIZE + 1,
      select: SHOWN,
    }),
  ]);
  const page = rows.slice(0, REVIEWS_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    ...summary,
    items: page.map(shown),
    nextCursor: rows.length > REVIEWS_PAGE_SIZE && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
  };
}
