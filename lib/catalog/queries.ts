import "server-only";
import { db, type Db } from "@/lib/db";
import { sortCategories } from "@/lib/catalog/categories";
import { toProductDto, withVariants, type ProductDto } from "@/lib/catalog/dto";
import { PRODUCT_NOT_FOUND } from "@/lib/catalog/messages";
import type { Availability } from "@/lib/catalog/pieces";
import { MAX_LIST_LIMIT } from "@/lib/catalog/schemas";
import { NotFoundError } from "@/lib/errors";
import { isStorableText } from "@/lib/storable-text";
import { log } from "@/lib/log";
import type { Prisma } from "@/lib/generated/prisma/client";

export { PRODUCT_NOT_FOUND } from "@/lib/catalog/messages";

/**
 * Products the shop shows: published and not deleted. Soft-deleted ones stay in the table for the orders that
 * reference them; drafts only the admin sees.
 */
export const VISIBLE = { deletedAt: null, published: true } satisfies Prisma.ProductWhereInput;

/** Every product the admin manages: drafts included, deleted ones not. */
export const NOT_DELETED = { deletedAt: null } satisfies Prisma.ProductWhereInput;

/** A one-of-a-kind piece that has sold: portfolio, not for sale. */
export const SOLD = { oneOfAKind: true, stock: 0 } satisfies Prisma.ProductWhereInput;

/**
 * What can be bought or restocked: every visible piece but the sold one-of-a-kind ones (restockable pieces at 0 stay).
 */
export const FOR_SALE = { ...VISIBLE, NOT: SOLD } satisfies Prisma.ProductWhereInput;

/** Newest first; the id breaks ties between products created in the same instant, so lists never reshuffle. */
export const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.ProductOrderByWithRelationInput[];

/** Most recently sold first: the "Sold work" list. */
export const RECENTLY_SOLD = [
  { soldAt: { sort: "desc", nulls: "last" } },
  { id: "desc" },
] satisfies Prisma.ProductOrderByWithRelationInput[];

/** The products of one availability, among those the shop shows. */
export function availabilityWhere(availability: Availability | undefined): Prisma.ProductWhereInput {
  if (availability === "sold") return { ...VISIBLE, ...SOLD };
  if (availability === "in_stock") return { ...VISIBLE, stock: { gt: 0 } };
  if (availability === "out_of_stock") return { ...VISIBLE, oneOfAKind: false, stock: 0 };
  return FOR_SALE;
}

type ListProductsOptions = {
  /** Matched case-insensitively and exactly ("rings" finds "Rings", not "Earrings"). */
  category?: string;
  /** Clamped to 1–100; missing or not a number means 100. */
  limit?: number;
  /** Without it, what can be bought (sold pieces aside); `sold` lists the sold work, most recently sold first. */
  availability?: Availability;
};

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return MAX_LIST_LIMIT;
  return Math.min(MAX_LIST_LIMIT, Math.max(1, Math.trunc(limit)));
}

/** Products the shop lists, newest first (sold work: most recently sold first); drafts and deleted ones never. */
export async function listProducts(options: ListProductsOptions = {}): Promise<ProductDto[]> {
  const category = options.category?.trim();
  const rows = await db.product.findMany({
    where: {
      ...availabilityWhere(options.availability),
      ...(category ? { category: { equals: category, mode: "insensitive" as const } } : {}),
    },
    include: withVariants,
    orderBy: options.availability === "sold" ? RECENTLY_SOLD : NEWEST_FIRST,
    take: clampLimit(options.limit),
  });
  return rows.map(toProductDto);
}

/**
 * One product the shop shows (a sold one-of-a-kind piece included: its page stays as portfolio), or null when it does
 * not exist, was deleted, or is a draft; with `drafts`, a draft too (the admin's preview and the admin's API calls).
 */
export async function getProductById(
  id: string,
  { drafts = false }: { drafts?: boolean } = {},
): Promise<ProductDto | null> {
  // Pages pass the id straight from their URL (/product/a%00b): text no product id can be is no product.
  if (!isStorableText(id)) return null;
  const row = await db.product.findFirst({ where: { id, ...(drafts ? NOT_DELETED : VISIBLE) }, include: withVariants });
  return row ? toProductDto(row) : null;
}

/** One product the shop shows (or, with `drafts`, a draft too), or a 404 "Product not found". */
export async function getProductByIdOrThrow(id: string, options: { drafts?: boolean } = {}): Promise<ProductDto> {
  const product = await getProductById(id, options);
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return product;
}

/**
 * The products with these ids, with their variants, as a cart or a checkout prices lines of them: drafts and deleted
 * ones included, so the buyer is told which piece is gone rather than that nothing was found.
 */
export function findProductsForLines(client: Pick<Db, "product">, ids: readonly string[]) {
  return client.product.findMany({ where: { id: { in: [...ids] } }, include: withVariants });
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

/**
 * How to look after each of these pieces that has care text, by product id: for the packing slip. A piece taken off
 * sale since keeps its row (and the parcel holds the same piece), so its care is given too.
 */
export async function getPieceCare(ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.product.findMany({
    where: { id: { in: [...ids] }, care: { not: null } },
    select: { id: true, care: true },
  });
  return new Map(rows.flatMap((row) => (row.care === null ? [] : [[row.id, row.care] as const])));
}
