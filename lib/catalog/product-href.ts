// Browser-safe on purpose: links, the search box, metadata, the sitemap and JSON-LD all name a product the same way.

/** The path of a product's page; the id is encoded so any id the database holds makes a valid URL. */
export function productHref(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

/** The address of a page of a product's reviews: page 1 is on the product page itself, later ones have their own. */
export function productReviewsHref(id: string, page: number): string {
  return page <= 1 ? `${productHref(id)}#reviews` : `${productHref(id)}/reviews/${page}`;
}
