import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { ProductReviews } from "@/components/shop/reviews/product-reviews";
import { productHref, productReviewsHref } from "@/lib/catalog/product-href";
import { getProductById } from "@/lib/catalog/queries";
import { productReviewsAt } from "@/lib/reviews/read";
import { pageMetadata } from "@/lib/seo/page-metadata";

type ReviewsPageProps = { params: Promise<{ id: string; page: string }> };

// Metadata and page ask for the same product in one request; cache() makes that one query.
const loadProduct = cache(getProductById);

/** The page number as the links write it ("2", never "02" or "2.0"); anything else is no page. */
function pageNumber(text: string): number | null {
  return /^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : null;
}

export async function generateMetadata({ params }: ReviewsPageProps): Promise<Metadata> {
  const { id, page: text } = await params;
  const page = pageNumber(text);
  const product = await loadProduct(id).catch(() => null);
  if (!product || page === null) return { title: "Reviews not found", robots: { index: false } };
  return pageMetadata({
    title: `Reviews of ${product.name}, page ${page}`,
    description: `What buyers of ${product.name}, handmade by Atelier, wrote about it: page ${page} of their reviews.`,
    path: productReviewsHref(product.id, page),
  });
}

/**
 * /product/{id}/reviews/{n}: the later pages of a piece's reviews (10 a page, newest first), each at its own address
 * for crawlers and for shoppers without JavaScript; page 1 is the product page itself, where this redirects. Rendered
 * per request: the product page stays a cached static page, which a query string (`?reviews=2`) could not be read on.
 * A 404 past the last page, and for a piece the shop does not show (a sold piece keeps its reviews). Under /product/,
 * it answers with the cached pages' fixed headers (lib/security/static-headers.mjs), so its pictures are linked as
 * theirs are ("built").
 */
export default async function ProductReviewsPage({ params }: ReviewsPageProps) {
  const { id, page: text } = await params;
  const page = pageNumber(text);
  const product = await loadProduct(id);
  if (!product || page === null) notFound();
  if (page === 1) permanentRedirect(productReviewsHref(product.id, 1));
  const reviews = await productReviewsAt(product.id, page);
  if (reviews.items.length === 0) notFound();

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 lg:pt-10">
      <p className="text-sm">
        <Link href={productHref(product.id)} className="text-rose underline underline-offset-4 hover:text-rose-deep">
          {product.name}
        </Link>
      </p>
      <h1 className="mt-3 font-display text-4xl leading-tight font-semibold">
        Reviews of {product.name}, page {page}
      </h1>
      <ProductReviews productId={product.id} reviews={reviews} policy="built" />
    </div>
  );
}
