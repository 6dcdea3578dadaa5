import "server-only";
import { db } from "@/lib/db";
import { toProductDto, withVariants, type ProductDto } from "@/lib/catalog/dto";
import { FOR_SALE } from "@/lib/catalog/queries";
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_RESULTS } from "@/lib/catalog/schemas";
import { escapeLike } from "@/lib/sql-like";

// Bounds the work one request can ask of the trigram functions.
const MAX_TERM_WORDS = 8;

/** The trimmed term with inner whitespace collapsed; empty when there is nothing to search for. */
function normalizeSearchTerm(term: string): string {
  return term.trim().split(/\s+/).filter(Boolean).slice(0, MAX_TERM_WORDS).join(" ");
}

/** The ids of the best `limit` matches, best first, and how many match in all. */
export type RankedMatches = { ids: string[]; total: number };

/**
 * Products for sale matching `term` in name, description or category, best first (drafts and sold one-of-a-kind pieces
 * are not searched: they are not for sale):
 * the exact name, then names starting with the term, then other name matches (the phrase, every word, or a
 * pg_trgm word similarity that forgives a typo) by similarity, then products matched only by description or
 * category. A blank term finds nothing without asking the database. `limit` is kept within 1–500.
 */
export async function rankSearchMatches(term: string, limit: number = MAX_SEARCH_RESULTS): Promise<RankedMatches> {
  const phrase = normalizeSearchTerm(term);
  if (phrase === "") return { ids: [], total: 0 };
  const take = Math.min(MAX_SEARCH_RESULTS, Math.max(1, Math.trunc(limit)));
  const contains = `%${escapeLike(phrase)}%`;
  const prefix = `${escapeLike(phrase)}%`;
  const words = phrase.split(" ").map((word) => `%${escapeLike(word)}%`);

  // Every value is a bound parameter. The description/category test scans the table; the name tests alone could
  // use the trigram index. The window count is taken before LIMIT, so it counts every match in the same read.
  const ranked = await db.$queryRaw<{ id: string; total: bigint }[]>`
    SELECT p.id, count(*) OVER () AS total
    FROM products p
    WHERE p.deleted_at IS NULL AND p.published AND NOT (p.one_of_a_kind AND p.stock = 0)
      AND (
        p.name ILIKE ${contains}
        OR ${phrase} <% p.name
        OR concat_ws(' ', p.name, p.description, p.category) ILIKE ALL (${words}::text[])
      )
    ORDER BY
      CASE
        WHEN lower(p.name) = lower(${phrase}) THEN 0
        WHEN p.name ILIKE ${prefix} THEN 1
        WHEN p.name ILIKE ${contains} OR ${phrase} <% p.name OR p.name ILIKE ALL (${words}::text[]) THEN 2
        ELSE 3
      END,
      word_similarity(${phrase}, p.name) DESC,
      p.created_at DESC,
      p.id DESC
    LIMIT ${take}`;

  return { ids: ranked.map((row) => row.id), total: Number(ranked[0]?.total ?? 0) };
}

/** The products for sale with these ids, in the order given (an id no longer for sale is left out). */
export async function productsInOrder(ids: readonly string[]): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const rows = await db.product.findMany({ where: { id: { in: [...ids] }, ...FOR_SALE }, include: withVariants });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductDto(row)] : [];
  });
}

/** The best `limit` matches for `term` (24 unless asked: docs/api.md) and how many match in all. */
export async function searchProducts(
  term: string,
  limit: number = DEFAULT_SEARCH_LIMIT,
): Promise<{ products: ProductDto[]; total: number }> {
  const { ids, total } = await rankSearchMatches(term, limit);
  return { products: await productsInOrder(ids), total };
}
