// Pure on purpose: pages, the sitemap and the header's menu all link a collection the same way.

/** A collection's page: /collections/{slug}. */
export function collectionHref(slug: string): string {
  return `/collections/${slug}`;
}
