import "server-only";
import { db } from "@/lib/db";
import { toProductDto, withVariants, type ProductDto } from "@/lib/catalog/dto";
import type { FacetChoice, FacetCounts } from "@/lib/catalog/facets";
import { findCatalogMatches } from "@/lib/catalog/filtered-products";
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from "@/lib/catalog/price-filter";
import { FOR_SALE, NEWEST_FIRST, VISIBLE } from "@/lib/catalog/queries";

type ShopFilters = {
  /** Matched case-insensitively and exactly. */
  category?: string;
  /** Name, description or category; ignored when blank. */
  search?: string;
  /** Whole dollars, inclusive. */
  minPrice?: number;
  /** Whole dollars, inclusive; PRICE_FILTER_MAX or more means no upper limit. */
  maxPrice?: number;
  /** The sold work (one-of-a-kind pieces that sold) instead of what can be bought. */
  sold?: boolean;
  /** Metal, stone and colour, each already known (resolveFacetChoice). */
  facets?: FacetChoice;
};

/** How many cards one page of the shop holds: whole rows of 2 (phones) and of 3 (large screens). */
export const SHOP_PAGE_SIZE = 24;

/** One page of the shop's grid, where it sits among them all, and what each attribute filter would keep. */
export type ShopPage = {
  products: ProductDto[];
  /** Every product the filters match, on all pages. */
  total: number;
  /** 1-based; a page past the last shows the last. */
  page: number;
  /** At least 1, so an empty view is "page 1 of 1". */
  pageCount: number;
  facets: FacetCounts;
};

/**
 * One page of the shop's grid: what can be bought (or, with `sold`, the sold work, most recently sold first),
 * narrowed by category, search term, price (the slider's: its top is open-ended, docs/decisions.md) and metal, stone
 * and colour, 24 to a page; a page past the last shows the last. The filters are GET /api/products's own
 * (lib/catalog/filtered-products.ts).
 */
export async function listProductsForShop(filters: ShopFilters = {}, requestedPage = 1): Promise<ShopPage> {
  const matches = await findCatalogMatches({
    category: filters.category,
    search: filters.search,
    ...(filters.sold ? { availability: "sold" as const } : {}),
    // Pieces above $40 are never hidden by the default range.
    minPriceCents:
      filters.minPrice !== undefined && filters.minPrice > PRICE_FILTER_MIN ? filters.minPrice * 100 : null,
    maxPriceCents:
      filters.maxPrice !== undefined && filters.maxPrice < PRICE_FILTER_MAX ? filters.maxPrice * 100 : null,
    facets: filters.facets,
  });
  const total = matches.ids.length;
  const pageCount = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
  const page = Math.min(pageCount, Math.max(1, Math.trunc(requestedPage)));
  const skip = (page - 1) * SHOP_PAGE_SIZE;
  const products = await matches.load(matches.ids.slice(skip, skip + SHOP_PAGE_SIZE));
  return { products, total, page, pageCount, facets: matches.facets };
}

/** Every visible product's id and last change, for the sitemap: sold one-of-a-kind pieces keep their place there. */
export async function listProductsForSitemap(): Promise<{ id: string; updatedAt: Date }[]> {
  return db.product.findMany({ where: VISIBLE, select: { id: true, updatedAt: true }, orderBy: NEWEST_FIRST });
}

/**
 * Every piece the product feeds list, with its sizes, in one read: published, not deleted, not sold (a sold
 * one-of-a-kind piece keeps its page but leaves the feeds), newest first so a feed unchanged reads the same.
 */
export async function listProductsForFeeds(): Promise<ProductDto[]> {
  const rows = await db.product.findMany({ where: FOR_SALE, include: withVariants, orderBy: NEWEST_FIRST });
  return rows.map(toProductDto);
}
