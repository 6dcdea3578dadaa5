// Browser-safe on purpose: links, the search box, metadata, the sitemap and JSON-LD all name a product the same way.

/** The path of a product's page; the id is encoded so any id the database holds makes a valid URL. */
export function productHref(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}
