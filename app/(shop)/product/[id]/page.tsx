import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ProductView } from "@/components/shop/product-view";
import { productHref } from "@/lib/catalog/product-href";
import { getProductById } from "@/lib/catalog/queries";
import { getShopSettings } from "@/lib/fulfillment/settings";
import { promiseShipBy } from "@/lib/fulfillment/ship-dates";
import { SHARE_CARD_SIZE, shareCardPath } from "@/lib/images/paths";
import { formatUsd } from "@/lib/pricing/money";
import { productReviewsAt } from "@/lib/reviews/read";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { siteUrl } from "@/lib/site";

type ProductPageProps = { params: Promise<{ id: string }> };

// Metadata and page ask for the same product in one request; cache() makes that one query.
const loadProduct = cache(getProductById);

// Product pages are rendered on their first visit at run time (so the layout's metadata reads this server's
// APP_URL, never the build's) and then served from Next's cache: the page costs no render and no query per
// shopper. Catalog writes on this process drop the cache at once (lib/catalog/revalidate.ts); every other
// process learns of a committed change from Postgres within milliseconds (lib/catalog/page-cache-handler.mjs), and
// `revalidate` is the backstop, and keeps the ship-by date it shows (today's, behind the made-to-order queue) at most a
// minute old when another piece's order moves the queue or the day turns. "force-static" also lets the root layout's
// connection()
// stand aside for these pages only; nothing under them reads cookies or headers (the session lives in the browser).
export const dynamic = "force-static";
export const revalidate = 60;

export function generateStaticParams(): { id: string }[] {
  return [];
}

const DESCRIPTION_LIMIT = 155;

function summary(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= DESCRIPTION_LIMIT ? flat : `${flat.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const { id } = await params;
  // A failed read still gives the error page its title; the page itself meets the same failure and shows it.
  const product = await loadProduct(id).catch(() => "unreadable" as const);
  if (product === "unreadable") return { title: "Failed to load product details.", robots: { index: false } };
  if (!product) return { title: "Product not found", robots: { index: false } };
  const price = formatUsd(product.priceCents);
  return pageMetadata({
    title: product.name,
    description: summary(product.description ?? `${product.name}, handmade by Atelier. ${product.category}, ${price}.`),
    path: productHref(product.id),
    images: [{ url: shareCardPath(product.imageUrl), ...SHARE_CARD_SIZE, alt: product.name }],
  });
}

/** /product/{id}: one piece (components/shop/product-view.tsx) and its newest reviews; a 404 when it is missing, deleted or a draft. */
export default async function ProductPage({ params }: ProductPageProps) {
  const { id } = await params;
  const product = await loadProduct(id);
  if (!product) notFound();

  // The first page of reviews is part of the cached page: a review written, hidden or answered drops it
  // (lib/reviews), so the page still costs no query per shopper.
  const [shipBy, settings, reviews] = await Promise.all([
    promiseShipBy([{ leadTimeDays: product.leadTimeDays, quantity: 1 }]),
    getShopSettings(),
    productReviewsAt(product.id, 1),
  ]);
  return <ProductView product={product} shipBy={shipBy} origin={siteUrl()} policy={settings} reviews={reviews} />;
}
