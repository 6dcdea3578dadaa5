import type { MetadataRoute } from "next";
import { shopHref } from "@/lib/catalog/shop-query";
import { listCategories } from "@/lib/catalog/queries";
import { listProductsForSitemap } from "@/lib/catalog/storefront";
import { siteUrl } from "@/lib/site";
import { productHref } from "@/lib/catalog/product-href";

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
 * /sitemap.xml: the storefront's pages, one shop view per category, the sold work, and every published product (sold
 * one-of-a-kind pieces included: their pages stay as the maker's portfolio). Drafts never.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl();
  const [categories, products] = await Promise.all([listCategories(), listProductsForSitemap()]);
  return [
    ...STATIC_PAGES.map((path) => ({ url: `${origin}${path}` })),
    ...categories.map((category) => ({ url: `${origin}${shopHref({ category })}` })),
    { url: `${origin}${shopHref({ sold: true })}` },
    ...products.map((product) => ({
      url: `${origin}${productHref(product.id)}`,
      lastModified: product.updatedAt,
    })),
  ];
}
