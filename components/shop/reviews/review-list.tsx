import { Stars } from "@/components/shop/reviews/stars";
import { ReviewPhotos, type ReviewPhoto } from "@/components/shop/reviews/review-photos";
import { pictureProps } from "@/components/ui/static-image";
import type { PagePolicy } from "@/lib/images/page-src";
import type { PublishedReview } from "@/lib/reviews/read";

/** The day a review was written ("Mar 1, 2026"), in UTC so that every server draws the same page. */
function writtenOn(date: Date): string {
  return date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}

/** A review's photos, worked out on the server: a small square in the list and a large one for the viewer. */
function photosOf(review: PublishedReview, policy: PagePolicy): ReviewPhoto[] {
  return review.photos.map((src) => ({
    href: src,
    thumbnail: pictureProps({ src, width: 160, height: 160, sizes: "80px" }, policy),
    large: pictureProps({ src, width: 1200, height: 1200, sizes: "(min-width: 768px) 48rem, 100vw" }, policy),
  }));
}

/**
 * Reviews as the product page and its later pages show them, newest first: stars, title and words as written, the
 * buyer's name as shown, "Verified buyer" (only a purchase can write one), the size bought, photos that open larger,
 * and the maker's public reply beneath. `policy`: "built" on the cached product page.
 */
export function ReviewList({ reviews, policy }: { reviews: readonly PublishedReview[]; policy: PagePolicy }) {
  return (
    <ol className="divide-y divide-line border-y border-line">
      {reviews.map((review) => (
        <li key={review.id}>
          <article aria-label={`Review by ${review.name}`} className="py-6">
            <Stars rating={review.rating} label={`${review.rating} out of 5 stars`} />
            {review.title ? <h3 className="mt-2 font-semibold">{review.title}</h3> : null}
            <p className="mt-2 leading-relaxed whitespace-pre-line break-words">{review.body}</p>
            <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
              <span className="text-ink">{review.name}</span>
              <span className="font-semibold text-gold-deep">Verified buyer</span>
              {review.size ? <span>Size bought: {review.size}</span> : null}
              <time dateTime={review.createdAt.toISOString()}>{writtenOn(review.createdAt)}</time>
            </p>
            {review.photos.length > 0 ? (
              <ReviewPhotos reviewer={review.name} photos={photosOf(review, policy)} />
            ) : null}
            {review.reply ? (
              <div className="mt-4 border-l-2 border-gold bg-sand/60 px-4 py-3">
                <p className="text-sm font-semibold">Reply from the maker</p>
                <p className="mt-1 text-sm leading-relaxed whitespace-pre-line break-words">{review.reply}</p>
              </div>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
