import type { Metadata } from "next";
import Link from "next/link";
import { displayCategory } from "@/lib/catalog/category-name";
import { FACETS } from "@/lib/catalog/facets";
import { fromSearchParamsRecord, readShopPage, readShopQuery, shopHref } from "@/lib/catalog/shop-query";
import { isDefaultPriceRange } from "@/lib/catalog/price-filter";
import { listMenuCategories } from "@/lib/catalog/queries";
import { loadShopView } from "@/lib/catalog/shop-view";
import { FacetFilters } from "@/components/shop/facet-filters";
import { IgnoredFilters } from "@/components/shop/ignored-filters";
import { ProductCardGrid } from "@/components/shop/product-card-grid";
import { ShopPager } from "@/components/shop/shop-pager";
import { reviewSummaries } from "@/lib/reviews/read";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { buttonClass } from "@/components/ui/button-styles";

type ShopPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Each later page of a view is its own address with its own title, so crawlers keep the pages apart. */
function pageTitle(title: string, page: number): string {
  return page > 1 ? `${title}, page ${page}` : title;
}

export async function generateMetadata({ searchParams }: ShopPageProps): Promise<Metadata> {
  const params = fromSearchParamsRecord(await searchParams);
  const query = readShopQuery(params);
  const page = readShopPage(params);
  // A narrowed view is followed for its pieces but not indexed: its canonical page (the category, or the shop) is.
  const filtered = !isDefaultPriceRange(query.price) || FACETS.some((facet) => query[facet] !== undefined);
  if (query.sold) {
    return pageMetadata({
      title: pageTitle("Sold work", page),
      description:
        "One-of-a-kind pieces from Atelier's workbench that have found their home: ask for something similar.",
      path: shopHref({ sold: true }, page),
      noIndex: filtered,
    });
  }
  if (query.search) {
    return pageMetadata({
      title: `Search: ${query.search}`,
      description: `Handmade jewelry matching “${query.search}” at Atelier.`,
      path: "/shop",
      noIndex: true,
    });
  }
  if (query.category) {
    const name = displayCategory(query.category, await listMenuCategories());
    return pageMetadata({
      title: pageTitle(`${name} — handmade`, page),
      description: `Handmade ${name.toLocaleLowerCase("en-US")} from Atelier's workbench, made one piece at a time in small batches.`,
      path: shopHref({ category: name }, page),
      noIndex: filtered,
    });
  }
  return pageMetadata({
    title: pageTitle("Shop handmade jewelry", page),
    description:
      "Every piece in the Atelier collection: beaded necklaces, wire-wrapped bracelets, earrings, rings and custom pieces, handmade in small batches.",
    path: shopHref({}, page),
    noIndex: filtered,
  });
}

/**
 * /shop: the collection, narrowed by category, search, price, metal, stone and colour (each option with its count); with
 * `?availability=sold`, the sold work, most recently sold first; 24 to a page (`?page=`). Rendered on the server from
 * the database; a metal, stone or colour it does not know is ignored, with a notice.
 */
export default async function ShopPage({ searchParams }: ShopPageProps) {
  const params = fromSearchParamsRecord(await searchParams);
  const { query, ignored, shop } = await loadShopView(readShopQuery(params), readShopPage(params));
  const { products, total, page, pageCount } = shop;
  // The grid's stars in one grouped read, whatever the number of cards.
  const ratings = await reviewSummaries(products.map((product) => product.id));

  return (
    <section aria-labelledby="shop-count">
      <IgnoredFilters ignored={ignored} />
      <FacetFilters query={query} facets={shop.facets} />
      <p id="shop-count" className="mb-6 border-b border-line pb-4 text-sm text-muted">
        {`Showing ${total} product(s)`}
      </p>
      {products.length === 0 ? (
        <div className="rounded-sm border border-dashed border-line bg-sand/60 px-6 py-16 text-center">
          <h2 className="font-display text-3xl font-semibold break-words">
            {query.search ? `No products found for "${query.search}"` : "No products found"}
          </h2>
          <p className="mx-auto mt-3 max-w-md text-muted">
            Nothing on the workbench matches these filters just now. Clear them to see the whole collection, or write to
            us about a custom piece.
          </p>
          <Link href="/shop" className={buttonClass({ size: "lg", className: "mt-8" })}>
            Clear filters
          </Link>
        </div>
      ) : (
        <>
          <ProductCardGrid products={products} ratings={ratings} />
          <ShopPager query={query} page={page} pageCount={pageCount} />
        </>
      )}
    </section>
  );
}
