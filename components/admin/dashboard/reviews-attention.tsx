import Link from "next/link";
import type { ReviewAttention } from "@/lib/reviews/desk";

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/**
 * The dashboard's reviews box: how many were written this week, how many wait for her (REVIEWS_HELD=1), and the low
 * ratings (2 stars or fewer) still without a public reply, flagged so she can answer them. Never "hide": a low
 * rating is no reason to (docs/decisions.md).
 */
export function ReviewsAttention({ reviews }: { reviews: ReviewAttention }) {
  const { fresh, held, lowWithoutReply } = reviews;
  return (
    <div className="rounded-sm border border-line bg-white p-5">
      <h3 className="font-display text-xl font-semibold">New reviews: {fresh}</h3>
      <p className="mt-2 text-sm text-muted">
        {fresh === 1 ? "1 written this week" : `${fresh} written this week`}
        {held > 0 ? ` · ${held} waiting for you to publish` : ""}
      </p>
      {lowWithoutReply.length > 0 ? (
        <ul className="mt-3 space-y-2 text-sm" data-testid="reviews-to-answer" aria-label="Low ratings to answer">
          {lowWithoutReply.map((review) => (
            <li key={review.id}>
              <span className="font-semibold text-rose-deep">
                {review.rating} {review.rating === 1 ? "star" : "stars"}, reply suggested
              </span>
              <span className="block text-xs text-muted">
                {review.piece} · {review.name} · {day.format(review.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-sm">
        <Link href="/admin/reviews" className="font-medium text-rose-deep underline underline-offset-4">
          Open the reviews
        </Link>
      </p>
    </div>
  );
}
