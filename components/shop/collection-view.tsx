import Link from "next/link";
import { JsonLdScript } from "@/components/seo/json-ld";
import { BreadcrumbTrail } from "@/components/shop/breadcrumb-trail";
import { ProductCardGrid } from "@/components/shop/product-card-grid";
import { buttonClass } from "@/components/ui/button-styles";
import type { CollectionDto } from "@/lib/collections/collections";
import { collectionHref } from "@/lib/collections/href";
import type { ReviewSummary } from "@/lib/reviews/read";
import { breadcrumbJsonLd, collectionPageJsonLd, type Crumb } from "@/lib/seo/structured-data";

/**
 * One collection she curates: its name, her words about it and its pieces in her order, with the shop's cards; a
 * collection whose pieces have all sold (and is no portfolio) says so and points to the shop.
 */
export function CollectionView({
  collection,
  origin,
  ratings,
}: {
  collection: CollectionDto;
  origin: string;
  /** Its pieces' review figures, by product id (lib/reviews/read.ts reviewSummaries). */
  ratings: ReadonlyMap<string, ReviewSummary>;
}) {
  const path = collectionHref(collection.slug);
  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    { name: "Collections", path: "/collections" },
    { name: collection.name, path },
  ];
  const { products } = collection;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 lg:pt-10">
      <JsonLdScript
        data={collectionPageJsonLd({ ...collection, path, productIds: products.map((product) => product.id) }, origin)}
      />
      <JsonLdScript data={breadcrumbJsonLd(crumbs, origin)} />
      <BreadcrumbTrail crumbs={crumbs} />

      <header className="mt-6 max-w-3xl lg:mt-8">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">
          {collection.portfolio ? "Portfolio" : "Collection"}
        </p>
        <h1 className="mt-3 font-display text-5xl font-semibold break-words sm:text-6xl">{collection.name}</h1>
        {collection.description ? (
          <p className="mt-4 text-lg whitespace-pre-line text-muted">{collection.description}</p>
        ) : null}
      </header>

      <section aria-labelledby="collection-count" className="mt-10">
        <p id="collection-count" className="mb-6 border-b border-line pb-4 text-sm text-muted">
          {products.length === 1 ? "1 piece" : `${products.length} pieces`}
        </p>
        {products.length === 0 ? (
          <div className="rounded-sm border border-dashed border-line bg-sand/60 px-6 py-16 text-center">
            <h2 className="font-display text-3xl font-semibold">Every piece here has found its home</h2>
            <p className="mx-auto mt-3 max-w-md text-muted">
              Nothing in this collection is on the workbench just now. See what else is in the shop.
            </p>
            <Link href="/shop" className={buttonClass({ size: "lg", className: "mt-8" })}>
              Shop all pieces
            </Link>
          </div>
        ) : (
          <ProductCardGrid products={products} ratings={ratings} />
        )}
      </section>
    </div>
  );
}
