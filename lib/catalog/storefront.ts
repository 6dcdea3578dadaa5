import "server-only";
import { db } from "@/lib/db";
import { toProductDto, type ProductDto } from "@/lib/catalog/dto";
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from "@/lib/catalog/price-filter";
import { NEWEST_FIRST, VISIBLE } from "@/lib/catalog/queries";
import { searchProducts } from "@/lib/catalog/search";
import type { Prisma } from "@/lib/generated/prisma/client";

type ShopFilters = {
  /** Matched case-insensitively and exactly. */
  category?: string;
  /** Name, description or category; ignored when blank. */
  search?: string;
  /** Whole dollars, inclusive. */
  minPrice?: number;
  /** Whole dollars, inclusive; PRICE_FILTER_MAX or more means no upper limit. */
  maxPrice?: number;
};

function priceWhere(minPrice: number | undefined, maxPrice: number | undefined): Prisma.IntFilter | undefined {
  const filter: Prisma.IntFilter = {};
  if (minPrice !== undefined && minPrice > PRICE_FILTER_MIN) filter.gte = minPrice * 100;
  // The slider's top is open-ended: pieces above $40 are never hidden by the default range (docs/decisions.md).
  if (maxPrice !== undefined && maxPrice < PRICE_FILTER_MAX) filter.lte = maxPrice * 100;
  return filter.gte === undefined && filter.lte === undefined ? undefined : filter;
}

function withinPrice(product: ProductDto, priceCents: Prisma.IntFilter | undefined): boolean {
  const cents = product.priceCents;
  return (priceCents?.gte === undefined || cents >= priceCents.gte) && (priceCents?.lte === undefined || cents <= priceCents.lte);
}

/**
 * The shop's grid: visible products narrowed by category, search term and price. A search goes through the
 * catalog's one ranked search (the suggestion box and the API use the same), then the other filters apply.
 */
export async function listProductsForShop(filters: ShopFilters = {}): Promise<ProductDto[]> {
  const category = filters.category?.trim();
  const search = filters.search?.trim();
  const priceCents = priceWhere(filters.minPrice, filters.maxPrice);
  if (search) {
    const wanted = category?.toLocaleLowerCase("en-US");
    return (await searchProducts(search)).filter(
      (product) => (!wanted || product.category.toLocaleLowerCase("en-US") === wanted) && withinPrice(product, priceCents),
    );
  }
  const rows = await db.product.findMany({
    where: {
      ...VISIBLE,
      ...(category ? { category: { equals: category, mode: "insensitive" as const } } : {}),
      ...(priceCents ? { priceCents } : {}),
    },
    orderBy: NEWEST_FIRST,
  });
  return rows.map(toProductDto);
}

/** Every visible product's id and last change, for the sitemap. */
export async function listProductsForSitemap(): Promise<{ id: string; updatedAt: Date }[]> {
  return db.product.findMany({ where: VISIBLE, select: { id: true, updatedAt: true }, orderBy: NEWEST_FIRST });
}
