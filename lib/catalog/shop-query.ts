// The /shop URL's query, read and written the same way by the page (server) and its filters (client).
import {
  DEFAULT_PRICE_RANGE,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  parsePriceRange,
  type PriceRange,
} from "@/lib/catalog/price-filter";
import { withoutUnstorable } from "@/lib/storable-text";

export type ShopQuery = {
  category?: string;
  search?: string;
  price: PriceRange;
  /** The sold work (one-of-a-kind pieces that found their home) instead of what can be bought. */
  sold?: true;
  /** As asked: the page checks each against the catalogue and ignores, with a notice, one it does not know. */
  metal?: string;
  stone?: string;
  color?: string;
};

type ParamSource = (name: string) => string | undefined;

// The filters' three come after the rest in every address, written in one loop: this file runs in the shop's browser
// bundle, where each line of code is carried to every phone.
const FILTER_PARAMETERS = ["metal", "stone", "color"] as const;

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Category, search term (blank means none: nothing to look for), price range, the sold work, and metal, stone and
 * colour from the query parameters.
 */
export function readShopQuery(get: ParamSource): ShopQuery {
  // Each parameter by its literal name: e2e/property-names.spec.ts finds what a page reads by scanning for them.
  const category = present(get("category"));
  const search = present(get("search"));
  const metal = present(get("metal"));
  const stone = present(get("stone"));
  const color = present(get("color"));
  return {
    ...(category ? { category } : {}),
    ...(search ? { search } : {}),
    price: parsePriceRange(get("min"), get("max")),
    ...(get("availability") === "sold" ? { sold: true as const } : {}),
    ...(metal ? { metal } : {}),
    ...(stone ? { stone } : {}),
    ...(color ? { color } : {}),
  };
}

/**
 * Reads a page's `searchParams` record, where a repeated parameter arrives as an array. Characters Postgres cannot
 * store (a NUL, a lone surrogate: lib/storable-text.ts) are left out, so `?search=a%00` looks for "a" and
 * `?category=a%00` for a category "a" (none), instead of failing the page.
 */
export function fromSearchParamsRecord(record: Record<string, string | string[] | undefined>): ParamSource {
  return (name) => {
    const value = record[name];
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined ? undefined : withoutUnstorable(first);
  };
}

/**
 * The grid's page from `?page=`: a whole number from 1, else the first page. It is no part of ShopQuery, so every
 * filter link (built from the query) starts the new view on its first page.
 */
export function readShopPage(get: ParamSource): number {
  const value = get("page")?.trim();
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/**
 * The /shop URL for a query (and a page of its grid); parameters at their defaults are left out so every view has
 * one address.
 */
export function shopHref(query: Partial<ShopQuery>, page = 1): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.search) params.set("search", query.search);
  const price = query.price ?? DEFAULT_PRICE_RANGE;
  if (price.min > PRICE_FILTER_MIN) params.set("min", String(price.min));
  if (price.max < PRICE_FILTER_MAX) params.set("max", String(price.max));
  if (query.sold) params.set("availability", "sold");
  for (const name of FILTER_PARAMETERS) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/shop?${search}` : "/shop";
}
