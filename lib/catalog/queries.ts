import "server-only";
import { db } from "@/lib/db";
import { sortCategories } from "@/lib/catalog/categories";
import { toProductDto, type ProductDto } from "@/lib/catalog/dto";
import { NotFoundError } from "@/lib/http/errors";
import { log } from "@/lib/log";

const MAX_LIST_LIMIT = 100;

/** The message for a product that does not exist or is no longer sold: the two are told apart to nobody. */
export const PRODUCT_NOT_FOUND = "Product not found";

export type ListProductsOptions = {
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
      deletedAt: null,
      ...(category ? { category: { equals: category, mode: "insensitive" as const } } : {}),
    },
    // The id breaks ties between products created in the same instant, so pages never reshuffle.
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: clampLimit(options.limit),
  });
  return rows.map(toProductDto);
}

/** One product on sale, or null when it does not exist or was deleted. */
export async function getProductById(id: string): Promise<ProductDto | null> {
  const row = await db.product.findFirst({ where: { id, deletedAt: null } });
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
    where: { deletedAt: null },
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
