// The /shop URL's query, read and written the same way by the page (server) and its filters (client).
import {
  DEFAULT_PRICE_RANGE,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  parsePriceRange,
  type PriceRange,
} from "@/lib/catalog/price-filter";

export type ShopQuery = {
  category?: string;
  search?: string;
  price: PriceRange;
};

type ParamSource = (name: string) => string | undefined;

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Category, search term (blank means none: nothing to look for) and price range from the query parameters. */
export function readShopQuery(get: ParamSource): ShopQuery {
  const category = present(get("category"));
  const search = present(get("search"));
  return {
    ...(category ? { category } : {}),
    ...(search ? { search } : {}),
    price: parsePriceRange(get("min"), get("max")),
  };
}

/** Reads a page's `searchParams` record, where a repeated parameter arrives as an array. */
export function fromSearchParamsRecord(record: Record<string, string | string[] | undefined>): ParamSource {
  return (name) => {
    const value = record[name];
    return Array.isArray(value) ? value[0] : value;
  };
}

/** The /shop URL for a query; parameters at their defaults are left out so every view has one address. */
export function shopHref(query: Partial<ShopQuery>): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.search) params.set("search", query.search);
  const price = query.price ?? DEFAULT_PRICE_RANGE;
  if (price.min > PRICE_FILTER_MIN) params.set("min", String(price.min));
  if (price.max < PRICE_FILTER_MAX) params.set("max", String(price.max));
  const search = params.toString();
  return search ? `/shop?${search}` : "/shop";
}
