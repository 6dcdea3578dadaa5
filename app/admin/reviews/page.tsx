import type { Metadata } from "next";
import { ReviewActions } from "@/components/admin/reviews/review-actions";
import { BackLink } from "@/components/ui/back-link";
import { requireAdminPage } from "@/lib/http/page-session";
import { listDeskReviews, LOW_RATING } from "@/lib/reviews/desk";

export const metadata: Metadata = { title: "Reviews", robots: { index: false, follow: false } };

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const STATUS_LABEL = { published: "Published", held: "Waiting for you", hidden: "Hidden" } as const;

// /admin/reviews – her reviews, newest first, whatever their status: publish, hide with a fixed reason, reply in
// public; low ratings are flagged for a reply; every review as a CSV (ADMIN only)
export default async function AdminReviewsPage() {
  await requireAdminPage();
  const reviews = await listDeskReviews();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink href="/admin">Back to the dashboard</BackLink>
      <h1 className="mt-6 font-display text-4xl font-semibold sm:text-5xl">Reviews</h1>
      <p className="mt-4 text-muted">
        Buyers&rsquo; words are kept as written. Hide one only for spam, abuse, private information or being off-topic;
        a low rating is answered, not hidden.{" "}
        <a href="/api/admin/reviews/export.csv" className="font-medium text-rose-deep underline underline-offset-4">
          Download every review (CSV)
        </a>
      </p>
      {reviews.length === 0 ? (
        <p className="mt-10 text-muted">No reviews yet.</p>
      ) : (
        <ul className="mt-8 grid gap-4">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-sm border border-line bg-white p-4 sm:p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-medium break-words">
                  {review.piece}
                  {review.size ? <span className="text-muted"> · {review.size}</span> : null}
                </h2>
                <span className="text-sm text-muted">
                  {STATUS_LABEL[review.status]}
                  {review.reason ? ` (${review.reason})` : ""}
                </span>
              </div>
              <p className="mt-1 text-sm">
                <span aria-hidden="true" className="text-gold-deep">
                  {"★".repeat(review.rating)}
                  {"☆".repeat(5 - review.rating)}
                </span>{" "}
                <span className="sr-only">{review.rating} out of 5 stars, </span>
                {review.name} · {day.format(review.createdAt)}
                {review.rating <= LOW_RATING && review.reply === null ? (
                  <span className="ml-2 font-semibold text-rose-deep">Reply suggested</span>
                ) : null}
              </p>
              {review.title ? <p className="mt-2 font-semibold break-words">{review.title}</p> : null}
              <p className="mt-1 text-sm break-words whitespace-pre-line">{review.body}</p>
              {review.photos.length > 0 ? (
                <p className="mt-2 text-sm text-muted">
                  {review.photos.length === 1 ? "1 photo: " : `${review.photos.length} photos: `}
                  {review.photos.map((photo, index) => (
                    <a key={photo} href={photo} className="mr-2 underline underline-offset-4">
                      photo {index + 1}
                    </a>
                  ))}
                </p>
              ) : null}
              <ReviewActions id={review.id} status={review.status} reply={review.reply} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
