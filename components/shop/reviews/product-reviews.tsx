import Link from "next/link";
import { RatingSummary } from "@/components/shop/reviews/rating-summary";
import { ReviewList } from "@/components/shop/reviews/review-list";
import { productReviewsHref } from "@/lib/catalog/product-href";
import type { PagePolicy } from "@/lib/images/page-src";
import type { NumberedReviewPage } from "@/lib/reviews/read";

/**
 * A piece's reviews on its page: the average, count and histogram, then a page of reviews newest first, all drawn
 * on the server; "More reviews" leads to the next page at its own address (/product/{id}/reviews/{n}), which
 * crawlers follow too. With none yet, it says so.
 */
export function ProductReviews({
  productId,
  reviews,
  policy,
}: {
  productId: string;
  reviews: NumberedReviewPage;
  policy: PagePolicy;
}) {
  const { average } = reviews;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-16 border-t border-line pt-10">
      <h2 id="reviews-heading" className="font-display text-3xl font-semibold">
        Reviews
      </h2>
      {average === null ? (
        <p className="mt-4 text-muted">No reviews yet. Reviews come from buyers of this piece.</p>
      ) : (
        <>
          <div className="mt-6">
            <RatingSummary summary={{ ...reviews, average }} />
          </div>
          <div className="mt-8">
            <ReviewList reviews={reviews.items} policy={policy} />
          </div>
          {reviews.pageCount > 1 ? (
            <nav aria-label="Review pages" className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {reviews.page > 1 ? (
                <Link
                  href={productReviewsHref(productId, reviews.page - 1)}
                  prefetch={false}
                  className="font-semibold text-rose underline underline-offset-4 hover:text-rose-deep"
                >
                  Newer reviews
                </Link>
              ) : null}
              {reviews.page < reviews.pageCount ? (
                <Link
                  href={productReviewsHref(productId, reviews.page + 1)}
                  prefetch={false}
                  className="font-semibold text-rose underline underline-offset-4 hover:text-rose-deep"
                >
                  More reviews
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
