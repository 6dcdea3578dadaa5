import "server-only";
import { findShownProducts, findUnknownProductIds, findVisiblePieces } from "@/lib/catalog/collection-pieces";
import type { ProductDto } from "@/lib/catalog/dto";
import { revalidateAllProductPages } from "@/lib/catalog/revalidate";
import type { CollectionInput } from "@/lib/collections/schemas";
import { isCollectionSlug } from "@/lib/collections/schemas";
import { db } from "@/lib/db";
import { isRecordNotFound, isUniqueViolation } from "@/lib/db-errors";
import { AppError, NotFoundError, ValidationError } from "@/lib/errors";
import { log } from "@/lib/log";

export const COLLECTION_NOT_FOUND = "Collection not found";

/** A collection in the shop's list (GET /api/collections): `productCount` counts the pieces a shopper sees. */
export type CollectionSummaryDto = {
  id: string;
  slug: string;
  name: string;
  description: string;
  productCount: number;
};

/** A collection as the shop shows it (GET /api/collections/{slug}): the pieces a shopper sees, in her order. */
export type CollectionDto = {
  id: string;
  slug: string;
  name: string;
  description: string;
  portfolio: boolean;
  products: ProductDto[];
};

/** A collection as the maker edits it: every piece she put in it (drafts and sold ones too), in her order. */
export type AdminCollectionDto = {
  id: string;
  slug: string;
  name: string;
  description: string;
  portfolio: boolean;
  productIds: string[];
  createdAt: string;
  updatedAt: string;
};

const IN_HER_ORDER = { products: { orderBy: { position: "asc" }, select: { productId: true } } } as const;

type CollectionRow = Awaited<ReturnType<typeof readAll>>[number];

function readAll() {
  return db.collection.findMany({ include: IN_HER_ORDER, orderBy: [{ name: "asc" }, { id: "asc" }] });
}

function toAdminDto(row: CollectionRow): AdminCollectionDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    portfolio: row.portfolio,
    productIds: row.products.map((item) => item.productId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every collection with at least one piece a shopper sees, by name, each with how many it shows. */
export async function listCollections(): Promise<CollectionSummaryDto[]> {
  const rows = await readAll();
  const visible = await findVisiblePieces(rows.flatMap((row) => row.products.map((item) => item.productId)));
  const shown = (portfolio: boolean, id: string) => {
    const piece = visible.get(id);
    return piece !== undefined && (portfolio || !piece.sold);
  };
  return rows
    .map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      productCount: row.products.filter((item) => shown(row.portfolio, item.productId)).length,
    }))
    .filter((collection) => collection.productCount > 0);
}

/**
 * The collections for the header's Shop menu; none when they cannot be read (logged), so a page with the menu still
 * renders while the database is away.
 */
export async function listMenuCollections(): Promise<{ slug: string; name: string }[]> {
  try {
    return (await listCollections()).map(({ slug, name }) => ({ slug, name }));
  } catch (error) {
    log.error({ err: error }, "failed to load the collections; the Shop menu leaves them out");
    return [];
  }
}

/** One collection with the pieces a shopper sees in her order, or null for a slug no collection has. */
export async function getCollectionBySlug(slug: string): Promise<CollectionDto | null> {
  if (!isCollectionSlug(slug)) return null;
  const row = await db.collection.findUnique({ where: { slug }, include: IN_HER_ORDER });
  if (!row) return null;
  const order = row.products.map((item) => item.productId);
  const shown = new Map(
    (await findShownProducts(order, { sold: row.portfolio })).map((product) => [product.id, product]),
  );
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    portfolio: row.portfolio,
    products: order.flatMap((id) => shown.get(id) ?? []),
  };
}

/** One collection as the shop shows it, or a 404 `not_found`. */
export async function getCollectionBySlugOrThrow(slug: string): Promise<CollectionDto> {
  const collection = await getCollectionBySlug(slug);
  if (!collection) throw new NotFoundError(COLLECTION_NOT_FOUND);
  return collection;
}

/** Every collection as the maker edits it, by name. */
export async function listAdminCollections(): Promise<AdminCollectionDto[]> {
  return (await readAll()).map(toAdminDto);
}

/** 400 naming `productIds.N` for each id that is no piece, or a deleted one. */
async function refuseUnknownPieces(productIds: readonly string[]): Promise<void> {
  const unknown = await findUnknownProductIds(productIds);
  if (unknown.size === 0) return;
  const details = productIds.flatMap((id, index) =>
    unknown.has(id) ? [{ path: `productIds.${index}`, message: "No piece has this id" }] : [],
  );
  throw new ValidationError(`${details[0]?.path}: No piece has this id`, details);
}

/**
 * Runs a write and, when it changed which collections the Shop menu lists, drops the cached product pages, which
 * carry the menu in their header (the collection pages themselves render per request).
 */
async function keepingMenu<T>(write: () => Promise<T>): Promise<T> {
  const before = JSON.stringify(await listMenuCollections());
  try {
    const result = await write();
    if (JSON.stringify(await listMenuCollections()) !== before) revalidateAllProductPages();
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) {
      const message = "Another collection already has this slug";
      throw new AppError(409, "slug_taken", message, [{ path: "slug", message }]);
    }
    throw error;
  }
}

function pieces(productIds: readonly string[]) {
  return productIds.map((productId, position) => ({ productId, position }));
}

/** Adds a collection (201): the pieces in the order given. 409 `slug_taken` when another has its slug. */
export async function createCollection(input: CollectionInput): Promise<AdminCollectionDto> {
  await refuseUnknownPieces(input.productIds);
  const { productIds, ...fields } = input;
  return keepingMenu(async () =>
    toAdminDto(
      await db.collection.create({
        data: { ...fields, products: { create: pieces(productIds) } },
        include: IN_HER_ORDER,
      }),
    ),
  );
}

/** Replaces a collection whole: its fields and its pieces, in the order given. 404 for an unknown id. */
export async function updateCollection(id: string, input: CollectionInput): Promise<AdminCollectionDto> {
  await refuseUnknownPieces(input.productIds);
  const { productIds, ...fields } = input;
  return keepingMenu(async () => {
    try {
      const row = await db.collection.update({
        where: { id },
        // A nested write is one transaction: no reader sees the collection with its old pieces gone and no new ones.
        data: { ...fields, products: { deleteMany: {}, create: pieces(productIds) } },
        include: IN_HER_ORDER,
      });
      return toAdminDto(row);
    } catch (error) {
      if (isRecordNotFound(error)) throw new NotFoundError(COLLECTION_NOT_FOUND);
      throw error;
    }
  });
}

/** Deletes a collection (its pieces stay in the shop). 404 for an unknown id. */
export async function deleteCollection(id: string): Promise<void> {
  await keepingMenu(async () => {
    const { count } = await db.collection.deleteMany({ where: { id } });
    if (count === 0) throw new NotFoundError(COLLECTION_NOT_FOUND);
  });
}
