import "server-only";
import { db } from "@/lib/db";
import { toProductDto, type ProductDto } from "@/lib/catalog/dto";
import { VISIBLE } from "@/lib/catalog/queries";
import { MAX_SEARCH_RESULTS } from "@/lib/catalog/schemas";

// Bounds the work one request can ask of the trigram functions.
const MAX_TERM_WORDS = 8;

/** `value` as literal text inside a LIKE pattern: its own %, _ and \ match only themselves. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The trimmed term with inner whitespace collapsed; empty when there is nothing to search for. */
function normalizeSearchTerm(term: string): string {
  return term.trim().split(/\s+/).filter(Boolean).slice(0, MAX_TERM_WORDS).join(" ");
}

/**
 * Products on sale matching `term` in name, description or category, best first:
 * the exact name, then names starting with the term, then other name matches (the phrase, every word, or a
 * pg_trgm word similarity that forgives a typo) by similarity, then products matched only by description or
 * category. A blank term finds nothing without asking the database.
 */
export async function searchProducts(term: string, limit = MAX_SEARCH_RESULTS): Promise<ProductDto[]> {
  const phrase = normalizeSearchTerm(term);
  if (phrase === "") return [];
  const take = Math.min(MAX_SEARCH_RESULTS, Math.max(1, Math.trunc(limit)));
  const contains = `%${escapeLike(phrase)}%`;
  const prefix = `${escapeLike(phrase)}%`;
  const words = phrase.split(" ").map((word) => `%${escapeLike(word)}%`);

  // Every value is a bound parameter. The catalog is small, so the description/category test scanning the
  // table is cheap; the name tests alone could use the trigram index.
  const ranked = await db.$queryRaw<{ id: string }[]>`
    SELECT p.id
    FROM products p
    WHERE p.deleted_at IS NULL
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

  const ids = ranked.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db.product.findMany({ where: { id: { in: ids }, ...VISIBLE } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductDto(row)] : [];
  });
}
