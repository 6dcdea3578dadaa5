// Types of page-cache-handler.mjs, which Next.js loads itself as plain JavaScript (see that file).

/** Product pages kept at once; past it the least recently used is deleted. */
export const MAX_PRODUCT_PAGES: number;

/** Next.js's file-system page cache, aware of catalogue changes and bounded in product pages. */
export default class CatalogAwareCache {
  constructor(ctx: unknown);
  get(
    key: string,
    ctx: { kind?: string; isRoutePPREnabled?: boolean; isFallback?: boolean },
  ): Promise<{ lastModified?: number; value?: unknown } | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
}
