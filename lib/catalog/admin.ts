import "server-only";
import { db } from "@/lib/db";
import { toProductDto, withVariants, type ProductDto } from "@/lib/catalog/dto";
import { NEWEST_FIRST, NOT_DELETED, SOLD } from "@/lib/catalog/queries";
import { ADMIN_PRODUCTS_PAGE, type AdminProductsQuery } from "@/lib/catalog/schemas";
import { env } from "@/lib/env";
import { decodeCursor, encodeCursor } from "@/lib/pagination/cursor";
import type { Prisma } from "@/lib/generated/prisma/client";

/** One page of the admin's catalogue, the count of every product that matches, and the cursor of the next page. */
export type AdminProductsPage = { products: ProductDto[]; total: number; nextCursor: string | null };

/** The stock at or under which a piece in stock counts as low (LOW_STOCK_THRESHOLD): the dashboard's "Low" badge. */
export function lowStockThreshold(): number {
  return env().LOW_STOCK_THRESHOLD;
}

function availabilityWhere(availability: AdminProductsQuery["availability"]): Prisma.ProductWhereInput {
  switch (availability) {
    case "sold":
      return SOLD;
    case "out_of_stock":
      return { oneOfAKind: false, stock: 0 };
    case "in_stock":
      return { stock: { gt: 0 } };
    case "low":
      return { stock: { gt: 0, lte: lowStockThreshold() } };
    default:
      return {};
  }
}

/**
 * The admin's catalogue (docs/api.md, Admin): drafts and published pieces alike (deleted ones never), newest first,
 * narrowed by name, category, availability and status, one page at a time. The cursor names the last row shown, so a
 * piece added meanwhile never shifts a page.
 */
export async function listAdminProducts(query: AdminProductsQuery = {}): Promise<AdminProductsPage> {
  const filters: Prisma.ProductWhereInput = {
    ...NOT_DELETED,
    ...availabilityWhere(query.availability),
    ...(query.q ? { name: { contains: query.q, mode: "insensitive" as const } } : {}),
    ...(query.category ? { category: { equals: query.category, mode: "insensitive" as const } } : {}),
    ...(query.status ? { published: query.status === "published" } : {}),
  };
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const page = query.limit ?? ADMIN_PRODUCTS_PAGE;
  const [rows, total] = await Promise.all([
    db.product.findMany({
      where: after
        ? { AND: [filters, { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }] }] }
        : filters,
      include: withVariants,
      orderBy: NEWEST_FIRST,
      // One more than the page: whether there is a next page, without counting again.
      take: page + 1,
    }),
    db.product.count({ where: filters }),
  ]);
  const shown = rows.slice(0, page);
  const last = shown.at(-1);
  return {
    products: shown.map(toProductDto),
    total,
    nextCursor: rows.length > page && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
  };
}
