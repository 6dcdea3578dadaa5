import "server-only";
import { revalidateProductPages } from "@/lib/catalog/revalidate";
import { db } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { toCsv } from "@/lib/reports/csv";
import {
  HIDDEN_REASONS,
  REVIEW_STATUSES,
  type HiddenReason,
  type ModerationInput,
  type ReviewStatus,
} from "@/lib/reviews/schemas";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A review counts as new on the dashboard for a week after it was written. */
const NEW_FOR_DAYS = 7;
/** Ratings at or under this are flagged for a public reply. */
export const LOW_RATING = 2;
/** The desk shows the newest reviews first, this many at a time. */
const DESK_LIMIT = 100;
const REVIEW_NOT_FOUND = "Review not found";

/** One review as her desk shows it: everything, including a hidden one's reason. */
export type DeskReview = {
  id: string;
  productId: string | null;
  /** The piece's name as it was sold (the line's), so a renamed or deleted piece still says what was bought. */
  piece: string;
  size: string | null;
  rating: number;
  title: string | null;
  body: string;
  name: string;
  photos: string[];
  status: ReviewStatus;
  reason: HiddenReason | null;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
};

const deskSelect = {
  id: true,
  productId: true,
  variantLabel: true,
  rating: true,
  title: true,
  body: true,
  displayName: true,
  photos: true,
  status: true,
  hiddenReason: true,
  reply: true,
  repliedAt: true,
  createdAt: true,
  orderItem: { select: { productName: true } },
} as const;

type DeskRow = {
  id: string;
  productId: string | null;
  variantLabel: string | null;
  rating: number;
  title: string | null;
  body: string;
  displayName: string;
  photos: string[];
  status: string;
  hiddenReason: string | null;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  orderItem: { productName: string };
};

function toDeskReview(row: DeskRow): DeskReview {
  return {
    id: row.id,
    productId: row.productId,
    piece: row.orderItem.productName,
    size: row.variantLabel,
    rating: row.rating,
    title: row.title,
    body: row.body,
    name: row.displayName,
    photos: row.photos,
    // The CHECKs on reviews keep both to their lists; the finds only tell the compiler so.
    status: REVIEW_STATUSES.find((status) => status === row.status) ?? "hidden",
    reason: HIDDEN_REASONS.find((reason) => reason === row.hiddenReason) ?? null,
    reply: row.reply,
    repliedAt: row.repliedAt,
    createdAt: row.createdAt,
  };
}

/** Her queue on /admin/reviews: the newest reviews first, whatever their status. */
export async function listDeskReviews(): Promise<DeskReview[]> {
  const rows = await db.review.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: DESK_LIMIT,
    select: deskSelect,
  });
  return rows.map(toDeskReview);
}

/** What the dashboard's "Needs attention" says of reviews: new this week, held for her, low ones without a reply. */
export type ReviewAttention = { fresh: number; held: number; lowWithoutReply: DeskReview[] };

/** The reviews that need her: written this week, waiting to be published, and low ratings (≤ 2) not yet answered. */
export async function reviewAttention(now = new Date()): Promise<ReviewAttention> {
  const [fresh, held, low] = await Promise.all([
    db.review.count({ where: { createdAt: { gte: new Date(now.getTime() - NEW_FOR_DAYS * DAY_MS) } } }),
    db.review.count({ where: { status: "held" } }),
    db.review.findMany({
      where: { rating: { lte: LOW_RATING }, reply: null, status: { not: "hidden" } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 5,
      select: deskSelect,
    }),
  ]);
  return { fresh, held, lowWithoutReply: low.map(toDeskReview) };
}

/**
 * Publishes a review, or hides it with one of the fixed reasons (the schema refuses any other, "negative" included).
 * The row stays either way, with its reason; a published review carries none. 404 for no such review.
 */
export async function moderateReview(id: string, input: ModerationInput): Promise<DeskReview> {
  const reason = input.status === "hidden" ? (input.reason ?? null) : null;
  const { count } = await db.review.updateMany({ where: { id }, data: { status: input.status, hiddenReason: reason } });
  if (count === 0) throw new NotFoundError(REVIEW_NOT_FOUND, "review_not_found");
  return changed(id);
}

/** Her public reply under the review (≤ 1,000 characters); an empty one takes the reply down. 404 for no such review. */
export async function replyToReview(id: string, reply: string, now = new Date()): Promise<DeskReview> {
  const text = reply === "" ? null : reply;
  const { count } = await db.review.updateMany({
    where: { id },
    data: { reply: text, repliedAt: text === null ? null : now },
  });
  if (count === 0) throw new NotFoundError(REVIEW_NOT_FOUND, "review_not_found");
  return changed(id);
}

/** The review after her change, its piece's cached page dropped: the page shows its reviews, replies and figures. */
async function changed(id: string): Promise<DeskReview> {
  const review = toDeskReview(await db.review.findUniqueOrThrow({ where: { id }, select: deskSelect }));
  revalidateProductPages([review.productId]);
  return review;
}

const EXPORT_HEADER = ["Rating", "Title", "Text", "Piece", "Size", "Name", "Date", "Status", "Reason", "Reply"];

/**
 * Every review, oldest first, as a CSV her spreadsheet opens (GET /api/admin/reviews/export.csv): her reviews are
 * hers to keep or take elsewhere. Text cells are defused against formulas (lib/reports/csv.ts); the rating stays a
 * number; the date is the day it was written (UTC, ISO 8601).
 */
export async function exportReviewsCsv(): Promise<string> {
  const rows = await db.review.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: deskSelect });
  return toCsv(
    EXPORT_HEADER,
    rows
      .map(toDeskReview)
      .map((review) => [
        review.rating,
        review.title,
        review.body,
        review.piece,
        review.size,
        review.name,
        review.createdAt.toISOString().slice(0, 10),
        review.status,
        review.reason,
        review.reply,
      ]),
  );
}
