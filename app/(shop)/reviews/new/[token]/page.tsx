import type { Metadata } from "next";
import Link from "next/link";
import { ReviewForm } from "@/components/reviews/review-form";
import { buttonClass } from "@/components/ui/button-styles";
import { lineLabel } from "@/lib/reviews/invitations";
import { reviewLinkOfPage } from "@/lib/reviews/review-link";

export const metadata: Metadata = { title: "Write a review", robots: { index: false, follow: false } };

// /reviews/new/{token} – the order's pieces not yet reviewed, each with its form; the link proves the purchase. Nothing
// is used up by opening it (mail scanners follow links): only a sent review counts.
export default async function WriteReviewPage({ params }: { params: Promise<{ token: string }> }) {
  const link = await reviewLinkOfPage((await params).token);
  if (!link) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 sm:py-20">
        <h1 className="font-display text-4xl font-semibold">Write a review</h1>
        <p role="alert" className="mt-4 text-muted">
          This link has expired or every piece of the order already has its review. Thank you for shopping with Atelier.
        </p>
        <Link href="/shop" className={buttonClass({ variant: "outline", className: "mt-8" })}>
          Go to the shop
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl font-semibold">Write a review</h1>
      <p className="mt-4 text-muted">
        Tell other buyers what you think, in your own words. Your review is shown with &ldquo;Verified buyer&rdquo;, the
        size you bought, and your first name and an initial.
      </p>
      <ul className="mt-10 grid gap-12">
        {link.open.map((line) => (
          <li key={line.id} className="border-t border-line pt-8">
            <h2 className="mb-5 font-display text-2xl font-semibold">{lineLabel(line)}</h2>
            <ReviewForm
              token={link.token}
              piece={{ lineId: line.id, productId: line.productId, label: lineLabel(line) }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
