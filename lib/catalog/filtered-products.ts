import "server-only";
import { db } from "@/lib/db";
import { toProductDto, withVariants, type ProductDto } from "@/lib/catalog/dto";
import { tallyFacets } from "@/lib/catalog/facet-counts";
import {
  FACETS,
  isFacetValueShaped,
  slugOf,
  type Facet,
  type FacetChoice,
  type FacetCounts,
} from "@/lib/catalog/facets";
import { fromPrice, type Availability } from "@/lib/catalog/pieces";
import { availabilityWhere, NEWEST_FIRST, RECENTLY_SOLD } from "@/lib/catalog/queries";
import { MAX_LIST_LIMIT, type ListProductsQuery } from "@/lib/catalog/schemas";
import { productsInOrder, rankSearchMatches } from "@/lib/catalog/search";
import { ValidationError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Every filter the shop's grid and GET /api/products share. */
export type CatalogFilters = {
  /** Matched case-insensitively and exactly. */
  category?: string;
  /** Name, description or category, through the catalog's ranked search; ignored when blank or for the sold work. */
  search?: string;
  /** Inclusive bounds on the price a card shows (its lowest, "from"), in cents; null or left out: none. */
  minPriceCents?: number | null;
  maxPriceCents?: number | null;
  /** Without it, everything that can be bought. */
  availability?: Availability;
  /** Metal, stone and colour, each already known (resolveFacetChoice). */
  facets?: FacetChoice;
};

/** Every match in the view's order, the filters' counts, and how to read the cards of some of them. */
export type CatalogMatches = {
  ids: string[];
  facets: FacetCounts;
  load: (ids: string[]) => Promise<ProductDto[]>;
};

// What the attribute filters read of every match; the cards' full rows are read for one page alone. The sizes' prices
// only when a price bound applies: they are a second query over every match, needed only to check the price.
const FILTER_FIELDS = { id: true, priceCents: true, metal: true, stones: true, colors: true } as const;
const WITH_PRICES = { ...FILTER_FIELDS, variants: { select: { priceCents: true } } } as const;

/**
 * Every piece the filters keep, in the view's order (best match first for a search, most recently sold first for the
 * sold work, else newest first), and each attribute filter's options with faceted counts (lib/catalog/facet-counts.ts).
 * One read of a few fields of every piece the category, search and availability keep: the price (known once the
 * sizes are read, so read only when a bound applies) and the attribute lists are checked on those rows, so the counts
 * cost no further query.
 */
export async function findCatalogMatches(filters: CatalogFilters): Promise<CatalogMatches> {
  const category = filters.category?.trim();
  const search = filters.availability === "sold" ? undefined : filters.search?.trim();
  const inCategory = category ? { category: { equals: category, mode: "insensitive" as const } } : {};
  const where = { ...availabilityWhere(filters.availability), ...inCategory };
  const orderBy = filters.availability === "sold" ? RECENTLY_SOLD : NEWEST_FIRST;

  const min = filters.minPriceCents ?? null;
  const max = filters.maxPriceCents ?? null;
  const withPrices = min !== null || max !== null;
  const { rows, load } = search
    ? await readSearchView(search, where, withPrices)
    : await readView(where, orderBy, withPrices);
  const priced = rows.filter((row) => {
    if (!row.variants) return true;
    const { priceCents } = fromPrice(row.priceCents, row.variants);
    return (min === null || priceCents >= min) && (max === null || priceCents <= max);
  });
  const { ids, counts } = tallyFacets(priced, filters.facets ?? {});
  return { ids, facets: counts, load };
}

/** With `variants` when the price is checked (WITH_PRICES). */
type FilterRow = Prisma.ProductGetPayload<{ select: typeof FILTER_FIELDS }> & {
  variants?: { priceCents: number | null }[];
};

/** The filters' fields of the products `where` keeps, with the sizes' prices when `withPrices`. */
function readFilterRows(
  where: Prisma.ProductWhereInput,
  orderBy: Prisma.ProductOrderByWithRelationInput[] | undefined,
  withPrices: boolean,
): Promise<FilterRow[]> {
  return withPrices
    ? db.product.findMany({ where, select: WITH_PRICES, orderBy })
    : db.product.findMany({ where, select: FILTER_FIELDS, orderBy });
}
type View = { rows: FilterRow[]; load: CatalogMatches["load"] };

/** The best 500 search matches the other filters keep, best first; the cards come from the search's own reader. */
async function readSearchView(search: string, where: Prisma.ProductWhereInput, withPrices: boolean): Promise<View> {
  const { ids } = await rankSearchMatches(search);
  const found = await readFilterRows({ ...where, id: { in: ids } }, undefined, withPrices);
  const byId = new Map(found.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), load: productsInOrder };
}

async function readView(
  where: Prisma.ProductWhereInput,
  orderBy: Prisma.ProductOrderByWithRelationInput[],
  withPrices: boolean,
): Promise<View> {
  const rows = await readFilterRows(where, orderBy, withPrices);
  const load = async (ids: string[]) => {
    const cards = await db.product.findMany({ where: { id: { in: ids } }, include: withVariants, orderBy });
    return cards.map(toProductDto);
  };
  return { rows, load };
}

/**
 * GET /api/products: one page (`limit` to a page, 100 unless asked; a page past the last is empty) of the pieces the
 * query's filters keep, how many they keep in all, and the attribute filters' counts. A metal, stone or colour the shop
 * does not know is refused by name (400), so a client learns its link is stale rather than reading an empty list.
 */
export async function listCatalogProducts(
  query: ListProductsQuery,
): Promise<{ products: ProductDto[]; total: number; facets: FacetCounts }> {
  const { choice, unknown } = await resolveFacetChoice({ metal: query.metal, stone: query.stone, color: query.color });
  const [first] = unknown;
  if (first !== undefined) {
    const details = unknown.map((facet) => ({ path: facet, message: UNKNOWN_VALUE[facet] }));
    throw new ValidationError(`${first}: ${UNKNOWN_VALUE[first]}`, details);
  }
  const matches = await findCatalogMatches({
    category: query.category,
    search: query.search,
    availability: query.availability,
    minPriceCents: query.min === undefined ? null : query.min * 100,
    maxPriceCents: query.max === undefined ? null : query.max * 100,
    facets: choice,
  });
  const limit = query.limit ?? MAX_LIST_LIMIT;
  const skip = ((query.page ?? 1) - 1) * limit;
  const products = await matches.load(matches.ids.slice(skip, skip + limit));
  return { products, total: matches.ids.length, facets: matches.facets };
}

const UNKNOWN_VALUE: Record<Facet, string> = {
  metal: "no piece is made of this metal",
  stone: "no piece in the shop has this stone",
  color: "no piece in the shop has this colour",
};

/**
 * The attribute filters asked for, split into those the shop knows and those it does not: a metal outside METALS, a
 * stone or colour that is no slug, or one no visible piece (sold work included, drafts not) carries.
 */
export async function resolveFacetChoice(asked: FacetChoice): Promise<{ choice: FacetChoice; unknown: Facet[] }> {
  const choice: FacetChoice = {};
  const unknown: Facet[] = [];
  const shaped = (facet: Facet) => {
    const value = asked[facet];
    if (value === undefined) return undefined;
    if (isFacetValueShaped(facet, value)) return value;
    unknown.push(facet);
    return undefined;
  };
  const metal = shaped("metal");
  if (metal !== undefined) choice.metal = metal;
  const stone = shaped("stone");
  const color = shaped("color");
  if (stone !== undefined || color !== undefined) {
    const carried = await carriedSlugs();
    for (const [facet, value] of [
      ["stone", stone],
      ["color", color],
    ] as const) {
      if (value === undefined) continue;
      if (carried[facet].has(value)) choice[facet] = value;
      else unknown.push(facet);
    }
  }
  // In the parameters' own order, so a 400 names the first of them and the page's notices read in order.
  return { choice, unknown: FACETS.filter((facet) => unknown.includes(facet)) };
}

/** The slugs of every stone and colour a visible piece carries: a few dozen distinct names, read by the database. */
async function carriedSlugs(): Promise<Record<"stone" | "color", Set<string>>> {
  const entries = await db.$queryRaw<{ facet: string; entry: string }[]>`
    SELECT 'stone' AS facet, s.entry FROM products p CROSS JOIN LATERAL unnest(p.stones) AS s(entry)
    WHERE p.deleted_at IS NULL AND p.published
    UNION
    SELECT 'color' AS facet, c.entry FROM products p CROSS JOIN LATERAL unnest(p.colors) AS c(entry)
    WHERE p.deleted_at IS NULL AND p.published`;
  const carried = { stone: new Set<string>(), color: new Set<string>() };
  for (const { facet, entry } of entries) (facet === "stone" ? carried.stone : carried.color).add(slugOf(entry));
  return carried;
}
