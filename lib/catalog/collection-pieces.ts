import "server-only";
import { db } from "@/lib/db";
import { toProductDto, withVariants, type ProductDto } from "@/lib/catalog/dto";
import { FOR_SALE, NEWEST_FIRST, NOT_DELETED, SOLD, VISIBLE } from "@/lib/catalog/queries";

// What lib/collections asks of the catalogue: it owns which pieces a collection holds and in what order, the catalogue
// which of them exist and which a shopper may see.

/** Whether a piece is a sold one-of-a-kind one, by the catalogue's own rule (SOLD). */
function isSold(row: { oneOfAKind: boolean; stock: number }): boolean {
  return row.oneOfAKind === SOLD.oneOfAKind && row.stock === SOLD.stock;
}

/** Which pieces a shopper sees in a collection: published and not deleted; sold one-of-a-kind ones only in a portfolio. */
function shownWhere(ids: readonly string[], { sold }: { sold: boolean }) {
  return { id: { in: [...ids] }, ...(sold ? VISIBLE : FOR_SALE) };
}

/** Of these ids, those that name no piece or a deleted one: a collection may hold drafts, never those. */
export async function findUnknownProductIds(ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.product.findMany({ where: { id: { in: [...ids] }, ...NOT_DELETED }, select: { id: true } });
  const known = new Set(rows.map((row) => row.id));
  return new Set(ids.filter((id) => !known.has(id)));
}

/** The pieces of these ids a shopper may see (sold one-of-a-kind ones with `sold`), in no particular order. */
export async function findShownProducts(ids: readonly string[], options: { sold: boolean }): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const rows = await db.product.findMany({ where: shownWhere(ids, options), include: withVariants });
  return rows.map(toProductDto);
}

/**
 * Of these ids, the pieces a shopper may see in some collection (published, not deleted), each with whether it is a
 * sold one-of-a-kind piece, which only a portfolio shows: one read for every collection's count.
 */
export async function findVisiblePieces(ids: readonly string[]): Promise<Map<string, { sold: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.product.findMany({
    where: { id: { in: [...ids] }, ...VISIBLE },
    select: { id: true, oneOfAKind: true, stock: true },
  });
  return new Map(rows.map((row) => [row.id, { sold: isSold(row) }]));
}

/** A piece as the admin's collection form offers it. */
export type PieceChoice = { id: string; name: string; category: string; published: boolean; sold: boolean };

/** Every piece the maker can put in a collection (drafts too, deleted ones never), newest first. */
export async function listPieceChoices(): Promise<PieceChoice[]> {
  const rows = await db.product.findMany({
    where: NOT_DELETED,
    select: { id: true, name: true, category: true, published: true, oneOfAKind: true, stock: true },
    orderBy: NEWEST_FIRST,
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    published: row.published,
    sold: isSold(row),
  }));
}
