import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { CollectionView } from "@/components/shop/collection-view";
import { getCollectionBySlug } from "@/lib/collections/collections";
import { collectionHref } from "@/lib/collections/href";
import { reviewSummaries } from "@/lib/reviews/read";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { siteUrl } from "@/lib/site";

type CollectionPageProps = { params: Promise<{ slug: string }> };

// Metadata and page ask for the same collection in one request; cache() makes that one query.
const loadCollection = cache(getCollectionBySlug);

const DESCRIPTION_LIMIT = 155;

function summary(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= DESCRIPTION_LIMIT ? flat : `${flat.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

export async function generateMetadata({ params }: CollectionPageProps): Promise<Metadata> {
  const { slug } = await params;
  // A failed read still gives the error page its title; the page itself meets the same failure and shows it.
  const collection = await loadCollection(slug).catch(() => "unreadable" as const);
  if (collection === "unreadable") return { title: "Failed to load the collection.", robots: { index: false } };
  if (!collection) return { title: "Collection not found", robots: { index: false } };
  return pageMetadata({
    title: collection.name,
    description: summary(collection.description || `${collection.name}: handmade jewelry chosen by Atelier's maker.`),
    path: collectionHref(collection.slug),
  });
}

/**
 * /collections/{slug}: a collection she curates, its pieces in her order (components/shop/collection-view.tsx); a 404
 * for a slug no collection has. Rendered per request, as /shop is: a piece sold or changed and a collection saved
 * show on the next visit, on every process, with no cache to drop.
 */
export default async function CollectionPage({ params }: CollectionPageProps) {
  await connection();
  const { slug } = await params;
  const collection = await loadCollection(slug);
  if (!collection) notFound();
  const ratings = await reviewSummaries(collection.products.map((product) => product.id));
  return <CollectionView collection={collection} origin={siteUrl()} ratings={ratings} />;
}
