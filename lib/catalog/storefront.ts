import "server-only";
import { db } from "@/lib/db";
import { toProductDto, withVariants, type ProductDto } from "@/lib/catalog/dto";
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from "@/lib/catalog/price-filter";
import { availabilityWhere, FOR_SALE, NEWEST_FIRST, RECENTLY_SOLD, VISIBLE } from "@/lib/catalog/queries";
import { fromPrice } from "@/lib/catalog/pieces";
import { productsInOrder, rankSearchMatches } from "@/lib/catalog/search";

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
};

type PriceBounds = { min: number | null; max: number | null };

/** The range a card's price must fall in, in cents; the slider's top is open-ended (docs/decisions.md). */
function priceRange(minPrice: number | undefined, maxPrice: number | undefined): PriceBounds {
  return {
    min: minPrice !== undefined && minPrice > PRICE_FILTER_MIN ? minPrice * 100 : null,
    // Pieces above $40 are never hidden by the default range.
    max: maxPrice !== undefined && maxPrice < PRICE_FILTER_MAX ? maxPrice * 100 : null,
  };
}

/** A piece is in the range when its card's price is: the lowest it sells at ("from $…" for sizes priced apart). */
function withinPrice(
  product: { priceCents: number; variants: readonly { priceCents: number | null }[] },
  range: PriceBounds,
): boolean {
  const { priceCents } = fromPrice(product.priceCents, product.variants);
  return (range.min === null || priceCents >= range.min) && (range.max === null || priceCents <= range.max);
}

/** How many cards one page of the shop holds: whole rows of 2 (phones) and of 3 (large screens). */
export const SHOP_PAGE_SIZE = 24;

/** One page of the shop's grid and where it sits among them all. */
export type ShopPage = {
  products: ProductDto[];
  /** Every product the filters match, on all pages. */
  total: number;
  /** 1-based; a page past the last shows the last. */
  page: number;
  /** At least 1, so an empty view is "page 1 of 1". */
  pageCount: number;
};

// Only what the price filter needs is read for every match; the cards' full rows are read for one page alone.
const PRICE_FIELDS = { id: true, priceCents: true, variants: { select: { priceCents: true } } } as const;

/** The page `requested` asks for among `total` matches, kept within the pages there are. */
function pageWithin(requested: number, total: number): { page: number; pageCount: number; skip: number } {
  const pageCount = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
  const page = Math.min(pageCount, Math.max(1, Math.trunc(requested)));
  return { page, pageCount, skip: (page - 1) * SHOP_PAGE_SIZE };
}

/** The page of `ids` (already filtered and in order) that `requested` asks for, with its cards. */
async function pageOfIds(
  ids: readonly string[],
  requested: number,
  load: (ids: string[]) => Promise<ProductDto[]>,
): Promise<ShopPage> {
  const { page, pageCount, skip } = pageWithin(requested, ids.length);
  return { products: await load(ids.slice(skip, skip + SHOP_PAGE_SIZE)), total: ids.length, page, pageCount };
}

/**
 * One page of the shop's grid: what can be bought (or, with `sold`, the sold work, most recently sold first),
 * narrowed by category, search term and price, 24 to a page. A search goes through the catalog's one ranked search
 * (the suggestion box and the API use the same; its best 500), then the other filters apply. The price is checked
 * on a card's "from" price, known once the sizes are read, so a price-filtered view reads the prices of every match
 * and the full rows of one page; an unfiltered one counts and reads one page in the database.
 */
export async function listProductsForShop(filters: ShopFilters = {}, requestedPage = 1): Promise<ShopPage> {
  const category = filters.category?.trim();
  const search = filters.search?.trim();
  const range = priceRange(filters.minPrice, filters.maxPrice);
  const inCategory = category ? { category: { equals: category, mode: "insensitive" as const } } : {};

  if (search && !filters.sold) {
    const { ids } = await rankSearchMatches(search);
    const matches = await db.product.findMany({
      where: { id: { in: ids }, ...FOR_SALE, ...inCategory },
      select: PRICE_FIELDS,
    });
    const kept = new Set(matches.filter((product) => withinPrice(product, range)).map((product) => product.id));
    return pageOfIds(
      ids.filter((id) => kept.has(id)),
      requestedPage,
      productsInOrder,
    );
  }

  const where = { ...(filters.sold ? availabilityWhere("sold") : FOR_SALE), ...inCategory };
  const orderBy = filters.sold ? RECENTLY_SOLD : NEWEST_FIRST;
  const loadInOrder = async (ids: string[]) => {
    const rows = await db.product.findMany({ where: { id: { in: ids } }, include: withVariants, orderBy });
    return rows.map(toProductDto);
  };
  if (range.min !== null || range.max !== null) {
    const matches = await db.product.findMany({ where, select: PRICE_FIELDS, orderBy });
    return pageOfIds(
      matches.filter((product) => withinPrice(product, range)).map((product) => product.id),
      requestedPage,
      loadInOrder,
    );
  }
  const total = await db.product.count({ where });
  const { page, pageCount, skip } = pageWithin(requestedPage, total);
  const rows = await db.product.findMany({ where, include: withVariants, orderBy, skip, take: SHOP_PAGE_SIZE });
  return { products: rows.map(toProductDto), total, page, pageCount };
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
