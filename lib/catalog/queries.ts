import "server-only";
import { db } from "@/lib/db";
import { toProductDto, type ProductDto } from "@/lib/catalog/dto";

const MAX_LIST_LIMIT = 100;

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
