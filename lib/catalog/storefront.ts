import "server-only";
import { db } from "@/lib/db";
import { toProductDto, type ProductDto } from "@/lib/catalog/dto";
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from "@/lib/catalog/price-filter.shared";
import type { Prisma } from "@/lib/generated/prisma/client";

// The admin form's categories in the order a shopper expects them; anything else the maker invents follows.
const CATEGORY_ORDER = ["Necklaces", "Bracelets", "Earrings", "Rings", "Custom"];
const categoryKey = (name: string) => name.toLocaleLowerCase("en-US");

// Soft-deleted products stay in the table for the orders that reference them, never in the shop.
const VISIBLE = { deletedAt: null } satisfies Prisma.ProductWhereInput;

// Newest first; the id breaks ties between products created in the same instant, so lists never reshuffle.
const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.ProductOrderByWithRelationInput[];

export type ShopFilters = {
  /** Matched case-insensitively and exactly. */
  category?: string;
  /** Name, description or category; ignored when blank. */
  search?: string;
  /** Whole dollars, inclusive. */
  minPrice?: number;
  /** Whole dollars, inclusive; PRICE_FILTER_MAX or more means no upper limit. */
  maxPrice?: number;
};

/** A product on sale, or null when it never existed or was deleted. */
export async function getProductById(id: string): Promise<ProductDto | null> {
  const row = await db.product.findFirst({ where: { ...VISIBLE, id } });
  return row ? toProductDto(row) : null;
}

function matchesTerm(term: string): Prisma.ProductWhereInput {
  // Prisma hands `contains` to ILIKE as is; escaped, "%" and "_" mean themselves rather than "anything".
  const contains = { contains: term.replace(/[\\%_]/g, "\\$&"), mode: "insensitive" as const };
  return { OR: [{ name: contains }, { description: contains }, { category: contains }] };
}

/** 0 when the name starts with the term, 1 when the name contains it, 2 when only the description or category does. */
function searchRank(product: ProductDto, term: string): number {
  const name = product.name.toLocaleLowerCase("en-US");
  const needle = term.toLocaleLowerCase("en-US");
  if (name.startsWith(needle)) return 0;
  return name.includes(needle) ? 1 : 2;
}

function rankBySearch(products: ProductDto[], term: string): ProductDto[] {
  // Array.prototype.sort is stable, so products of equal rank keep their newest-first order.
  return products
    .map((product) => ({ product, rank: searchRank(product, term) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ product }) => product);
}

/** Products matching a term, best matches first; a blank term finds nothing (spec §5). */
export async function searchProducts(term: string): Promise<ProductDto[]> {
  const needle = term.trim();
  if (needle === "") return [];
  const rows = await db.product.findMany({ where: { ...VISIBLE, ...matchesTerm(needle) }, orderBy: NEWEST_FIRST });
  return rankBySearch(rows.map(toProductDto), needle);
}

function priceWhere(minPrice: number | undefined, maxPrice: number | undefined): Prisma.IntFilter | undefined {
  const filter: Prisma.IntFilter = {};
  if (minPrice !== undefined && minPrice > PRICE_FILTER_MIN) filter.gte = minPrice * 100;
  // The slider's top is open-ended: pieces above $40 are never hidden by the default range (DESIGN §4).
  if (maxPrice !== undefined && maxPrice < PRICE_FILTER_MAX) filter.lte = maxPrice * 100;
  return filter.gte === undefined && filter.lte === undefined ? undefined : filter;
}

/** The shop's grid: visible products narrowed by category, search term and price; ranked when searching. */
export async function listProductsForShop(filters: ShopFilters = {}): Promise<ProductDto[]> {
  const category = filters.category?.trim();
  const search = filters.search?.trim();
  const priceCents = priceWhere(filters.minPrice, filters.maxPrice);
  const rows = await db.product.findMany({
    where: {
      ...VISIBLE,
      ...(category ? { category: { equals: category, mode: "insensitive" as const } } : {}),
      ...(priceCents ? { priceCents } : {}),
      ...(search ? matchesTerm(search) : {}),
    },
    orderBy: NEWEST_FIRST,
  });
  const products = rows.map(toProductDto);
  return search ? rankBySearch(products, search) : products;
}

function categoryPosition(name: string): number {
  const index = CATEGORY_ORDER.findIndex((known) => categoryKey(known) === categoryKey(name));
  return index === -1 ? CATEGORY_ORDER.length : index;
}

/** Categories that have at least one visible product: the admin's five in their order, others alphabetically after. */
export async function listCategories(): Promise<string[]> {
  const rows = await db.product.findMany({
    where: VISIBLE,
    distinct: ["category"],
    select: { category: true },
    orderBy: { category: "asc" },
  });
  // "necklaces" and "Necklaces" are one category (the shop filters case-insensitively): the admin's spelling wins,
  // else the first in sort order.
  const byKey = new Map<string, string>();
  for (const { category } of rows) {
    const key = categoryKey(category);
    if (!byKey.has(key)) byKey.set(key, CATEGORY_ORDER.find((known) => categoryKey(known) === key) ?? category);
  }
  return [...byKey.values()].sort(
    (a, b) => categoryPosition(a) - categoryPosition(b) || a.localeCompare(b, "en-US", { sensitivity: "base" }),
  );
}

/** Every visible product's id and last change, for the sitemap. */
export async function listProductsForSitemap(): Promise<{ id: string; updatedAt: Date }[]> {
  return db.product.findMany({ where: VISIBLE, select: { id: true, updatedAt: true }, orderBy: NEWEST_FIRST });
}
