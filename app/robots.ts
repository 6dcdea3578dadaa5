import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/site";

// The public origin comes from the running server's environment, not from the build.
export const dynamic = "force-dynamic";

// Private or per-visitor pages: nothing there for a search engine, and the API is for the shop's own pages.
const PRIVATE_PATHS = ["/admin", "/account", "/checkout", "/orders", "/addresses", "/order-confirmation", "/api"];

/**
 * /robots.txt: everything public may be crawled (the product feeds under /feeds/ too); the private areas may not; the
 * sitemap is named, and the Google feed beside it: Google reads an RSS 2.0 feed as a sitemap of its items' links.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: PRIVATE_PATHS },
    sitemap: [`${siteUrl()}/sitemap.xml`, `${siteUrl()}/feeds/google.xml`],
  };
}
