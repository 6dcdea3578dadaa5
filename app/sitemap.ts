import type { MetadataRoute } from "next";
import { shopHref } from "@/lib/catalog/shop-query";
import { listCategories } from "@/lib/catalog/queries";
import { listProductsForSitemap } from "@/lib/catalog/storefront";
import { siteUrl } from "@/lib/site";
import { productHref } from "@/lib/catalog/product-href";
import { listCollections } from "@/lib/collections/collections";
import { collectionHref } from "@/lib/collections/href";

// Read per request: the catalog changes under the running shop, and the build has no database.
export const dynamic = "force-dynamic";

const STATIC_PAGES = [
  "/",
  "/shop",
  "/contact",
  "/custom",
  "/shipping",
  "/returns",
  "/faq",
  "/privacy",
  "/terms",
] as const;

/**
 * /sitemap.xml: the storefront's pages, one shop view per category, the sold work, every collection with a piece to
 * show, and every published product (sold one-of-a-kind pieces included: their pages stay as the maker's portfolio).
 * Drafts never.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl();
  const [categories, collections, products] = await Promise.all([
    listCategories(),
    listCollections(),
    listProductsForSitemap(),
  ]);
  return [
    ...STATIC_PAGES.map((path) => ({ url: `${origin}${path}` })),
    ...categories.map((category) => ({ url: `${origin}${shopHref({ category })}` })),
    { url: `${origin}${shopHref({ sold: true })}` },
    ...(collections.length > 0 ? [{ url: `${origin}/collections` }] : []),
    ...collections.map((collection) => ({ url: `${origin}${collectionHref(collection.slug)}` })),
    ...products.map((product) => ({
      url: `${origin}${productHref(product.id)}`,
      lastModified: product.updatedAt,
    })),
  ];
}
