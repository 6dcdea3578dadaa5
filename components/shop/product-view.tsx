import Link from "next/link";
import { AddToCart } from "@/components/cart/add-to-cart";
import { JsonLdScript } from "@/components/seo/json-ld";
import { BackInStockForm } from "@/components/shop/back-in-stock-form";
import { BreadcrumbTrail } from "@/components/shop/breadcrumb-trail";
import { PieceCare, PieceMaterials } from "@/components/shop/piece-attributes";
import { PieceStatus } from "@/components/shop/piece-status";
import { ProductGallery } from "@/components/shop/product-gallery";
import { productPictures } from "@/components/shop/product-pictures";
import { ProductReviews } from "@/components/shop/reviews/product-reviews";
import { BackLink } from "@/components/ui/back-link";
import { offersStockAlert } from "@/lib/alerts/offer";
import type { CalendarDate } from "@/lib/calendar";
import type { ProductDto } from "@/lib/catalog/dto";
import { productHref } from "@/lib/catalog/product-href";
import { shopHref } from "@/lib/catalog/shop-query";
import { formatUsd } from "@/lib/pricing/money";
import type { NumberedReviewPage } from "@/lib/reviews/read";
import { breadcrumbJsonLd, productJsonLd, type Crumb, type ListingPolicy } from "@/lib/seo/structured-data";

/**
 * One piece (docs/pages.md, Product): its pictures, price, whether it is ready to ship or made to order and the day
 * an order placed now ships by, its story and buy box, what it is made of and how to care for it; a sold one-of-a-kind piece keeps its page as portfolio, with
 * "Sold" and a way to ask for something like it; below, its reviews (a sold piece keeps them). The cached product page
 * and the admin's draft preview (without reviews) both draw it.
 */
export function ProductView({
  product,
  shipBy,
  origin,
  policy,
  reviews,
}: {
  product: ProductDto;
  shipBy: CalendarDate;
  origin: string;
  /** What its structured data says of returns (her setting). */
  policy: ListingPolicy;
  /** The first page of its published reviews, with their figures. */
  reviews?: NumberedReviewPage;
}) {
  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    { name: "Shop", path: "/shop" },
    { name: product.category, path: shopHref({ category: product.category }) },
    { name: product.name, path: productHref(product.id) },
  ];
  const images = product.images.length > 0 ? product.images : [product.imageUrl];

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 lg:pt-10">
      <JsonLdScript
        data={productJsonLd(
          product,
          origin,
          policy,
          reviews && { average: reviews.average, count: reviews.count, latest: reviews.items },
        )}
      />
      <JsonLdScript data={breadcrumbJsonLd(crumbs, origin)} />

      <BreadcrumbTrail crumbs={crumbs} />

      <div className="mt-6 grid gap-10 lg:mt-8 lg:grid-cols-2 lg:gap-16">
        <ProductGallery name={product.name} pictures={productPictures(images)} />

        <div className="lg:pt-4">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">{product.category}</p>
          <h1 className="mt-3 font-display text-4xl leading-tight font-semibold sm:text-5xl">{product.name}</h1>
          <p className="mt-4 text-2xl text-ink">
            {product.priceVaries ? "From " : ""}
            {formatUsd(product.priceCents)}
          </p>
          <PieceStatus product={product} shipBy={shipBy} />

          {product.description ? (
            <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-muted">{product.description}</p>
          ) : null}

          <div className="mt-8">
            {product.availability === "sold" ? (
              <p>
                <Link
                  href={`/custom?similar=${encodeURIComponent(product.id)}`}
                  className="font-semibold text-rose underline underline-offset-4 hover:text-rose-deep"
                >
                  Ask for something similar
                </Link>
              </p>
            ) : (
              <AddToCart product={product} />
            )}
          </div>
          {offersStockAlert(product) ? <BackInStockForm product={product} /> : null}

          <section aria-labelledby="product-details-heading" className="mt-10 border-t border-line pt-6">
            <h2 id="product-details-heading" className="font-display text-2xl font-semibold">
              Details
            </h2>
            <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-y-3 text-sm">
              <dt className="text-muted">Category</dt>
              <dd>
                <Link
                  href={shopHref({ category: product.category })}
                  className="text-rose underline underline-offset-4 hover:text-rose-deep"
                >
                  {product.category}
                </Link>
              </dd>
              <PieceMaterials piece={product} />
              <dt className="text-muted">In stock</dt>
              <dd>{product.inStock ? "Yes" : "No"}</dd>
              <dt className="text-muted">Made</dt>
              <dd>
                {product.oneOfAKind
                  ? "By hand, one of a kind"
                  : product.leadTimeDays > 0
                    ? "By hand, to order"
                    : "By hand, in a small batch"}
              </dd>
              <dt className="text-muted">Policies</dt>
              <dd className="flex flex-wrap gap-x-4">
                <Link
                  href="/shipping"
                  prefetch={false}
                  className="text-rose underline underline-offset-4 hover:text-rose-deep"
                >
                  Shipping
                </Link>
                <Link
                  href="/returns"
                  prefetch={false}
                  className="text-rose underline underline-offset-4 hover:text-rose-deep"
                >
                  Returns
                </Link>
              </dd>
            </dl>
            <PieceCare care={product.care} />
          </section>

          <BackLink href="/shop" className="mt-10">
            Back to Shop
          </BackLink>
        </div>
      </div>
      {reviews ? <ProductReviews productId={product.id} reviews={reviews} policy="built" /> : null}
    </div>
  );
}
