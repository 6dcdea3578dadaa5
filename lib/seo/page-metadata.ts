import type { Metadata } from "next";
import { SHOP_NAME } from "@/lib/shop-name";

type ShareImage = { url: string; width: number; height: number; alt: string };

/** The card shared for pages without a picture of their own: a PNG, because many platforms ignore SVG previews. */
const DEFAULT_SHARE_IMAGE: ShareImage = {
  url: "/og-default.png",
  width: 1200,
  height: 630,
  alt: "Atelier — handmade jewelry, made one piece at a time",
};

type PageMetadataInput = {
  /** The page's own title; the root layout's template adds " · Atelier". */
  title: string;
  description: string;
  /** Path (and query) of the canonical URL; resolved against the layout's metadataBase. */
  path: string;
  images?: ShareImage[];
  /** Pages worth following but not worth listing in search results (search results, filtered views). */
  noIndex?: boolean;
};

/**
 * Title, description, canonical URL and sharing cards of one storefront page. Open Graph is repeated in full
 * because a page's openGraph replaces the layout's rather than merging with it.
 */
export function pageMetadata({
  title,
  description,
  path,
  images = [DEFAULT_SHARE_IMAGE],
  noIndex,
}: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", siteName: SHOP_NAME, locale: "en_US", title, description, url: path, images },
    twitter: { card: "summary_large_image", title, description, images: images.map((image) => image.url) },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
