import Link from "next/link";
import { ratingLabel } from "@/components/shop/reviews/stars";
import { StaticImage } from "@/components/ui/static-image";
import type { ProductDto } from "@/lib/catalog/dto";
import { formatUsd } from "@/lib/pricing/money";
import { productHref } from "@/lib/catalog/product-href";

// The grid sits beside a 14rem sidebar from lg up, inside a 72rem page: about 17rem per card at most.
const cardSizes = "(min-width: 1152px) 272px, (min-width: 1024px) 24vw, 48vw";

/**
 * One piece in the shop grid: picture, name, price ("From" when its sizes differ), category, a badge when none is
 * left, and its stars and count once it has reviews ("4.6 ★ (12)").
 */
export function ProductCard({
  product,
  rating,
  loading = "lazy",
}: {
  product: ProductDto;
  /** Its published reviews' average and count (lib/reviews/read.ts reviewSummaries, read for the whole grid at once). */
  rating?: { average: number | null; count: number };
  /** "priority" for the likely largest paint, "eager" for the rest of the first row. */
  loading?: "priority" | "eager" | "lazy";
}) {
  return (
    <article className="group relative">
      <div className="relative overflow-hidden rounded-sm bg-sand">
        <StaticImage
          src={product.imageUrl}
          alt=""
          width={800}
          height={800}
          sizes={cardSizes}
          loading={loading === "lazy" ? "lazy" : "eager"}
          fetchPriority={loading === "priority" ? "high" : undefined}
          className={`aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105 ${
            product.inStock ? "" : "opacity-70 grayscale-[35%]"
          }`}
        />
        {product.inStock ? null : (
          <span className="absolute top-3 left-3 rounded-full bg-ink px-3 py-1 text-[0.6875rem] font-semibold tracking-wider text-ivory uppercase">
            {product.availability === "sold" ? "Sold" : "Out of stock"}
          </span>
        )}
      </div>
      <p className="mt-3 text-[0.6875rem] font-semibold tracking-[0.2em] text-gold-deep uppercase sm:mt-4">
        {product.category}
      </p>
      <h2 className="mt-1 font-display text-lg leading-snug font-semibold sm:text-xl">
        {/* The link's box covers the whole card, so the picture is clickable without a second tab stop. */}
        {/* No prefetch: a grid of up to 100 cards would fetch every product page while the shopper is still
            reading, and the work of it shows as blocking time on a phone; product pages are cached, so a click is fast. */}
        <Link
          href={productHref(product.id)}
          prefetch={false}
          className="after:absolute after:inset-0 after:content-[''] group-hover:text-rose"
        >
          {product.name}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-muted">
        {product.priceVaries ? "From " : ""}
        {formatUsd(product.priceCents)}
      </p>
      {rating && rating.average !== null && rating.count > 0 ? (
        <p role="img" aria-label={ratingLabel(rating.average, rating.count)} className="mt-1 text-sm text-muted">
          <span aria-hidden="true">
            {rating.average.toFixed(1)} <span className="text-gold-deep">★</span> ({rating.count})
          </span>
        </p>
      ) : null}
    </article>
  );
}
