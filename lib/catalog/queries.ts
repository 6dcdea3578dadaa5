import "server-only";
import { db } from "@/lib/db";
import { sortCategories } from "@/lib/catalog/categories";
import { toProductDto, type ProductDto } from "@/lib/catalog/dto";
import { NotFoundError } from "@/lib/http/errors";
import { log } from "@/lib/log";
import type { Prisma } from "@/lib/generated/prisma/client";

const MAX_LIST_LIMIT = 100;

/** Products on sale: soft-deleted ones stay in the table for the orders that reference them, never in a list. */
export const VISIBLE = { deletedAt: null } satisfies Prisma.ProductWhereInput;

/** Newest first; the id breaks ties between products created in the same instant, so lists never reshuffle. */
export const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.ProductOrderByWithRelationInput[];

/** The message for a product that does not exist or is no longer sold: the two are told apart to nobody. */
export const PRODUCT_NOT_FOUND = "Product not found";

type ListProductsOptions = {
  /** Matched case-insensitively and exactly ("rings" finds "Rings", not "Earrings"). */
  category?: string;
  /** Clamped to 1–100; missing or not a number means 100. */
  limit?: number;
};

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return MAX_LIST_LIMIT;
  return Math.min(MAX_LIST_LIMIT, Math.max(1, Math.trunc(limit)));
}

/** Products on sale, newest first; soft-deleted products are never listed. */
export async function listProducts(options: ListProductsOptions = {}): Promise<ProductDto[]> {
  const category = options.category?.trim();
  const rows = await db.product.findMany({
    where: {
      ...VISIBLE,
      ...(category ? { category: { equals: category, mode: "insensitive" as const } } : {}),
    },
    orderBy: NEWEST_FIRST,
    take: clampLimit(options.limit),
  });
  return rows.map(toProductDto);
}

/** One product on sale, or null when it does not exist or was deleted. */
export async function getProductById(id: string): Promise<ProductDto | null> {
  const row = await db.product.findFirst({ where: { id, ...VISIBLE } });
  return row ? toProductDto(row) : null;
}

/** One product on sale, or a 404 "Product not found". */
export async function getProductByIdOrThrow(id: string): Promise<ProductDto> {
  const product = await getProductById(id);
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return product;
}

/** Names of the categories that have products on sale, in the admin form's order, others after alphabetically. */
export async function listCategories(): Promise<string[]> {
  const rows = await db.product.findMany({
    where: VISIBLE,
    distinct: ["category"],
    select: { category: true },
  });
  return sortCategories(rows.map((row) => row.category));
}

/**
 * The categories for the Shop menu and the shop's sidebar. A failed read is logged only, and the menus
 * keep All Products alone, so a page with a menu still renders while the database is away.
 */
export async function listMenuCategories(): Promise<string[]> {
  try {
    return await listCategories();
  } catch (error) {
    log.error({ err: error }, "failed to load the categories; the menus show All Products only");
    return [];
  }
}
