import "server-only";
import { db } from "@/lib/db";

// Which photos the catalogue shows, for lib/images/known-photos.ts: a name no product lists is never read from the
// image store. Deleted products count too: their pieces' order lines and pages cached before the delete show them.

/**
 * A short value that changes whenever any product's photo list does (an edit, a new product, a duplicate, a delete),
 * one row however large the catalogue, so a name nobody references can ask it without reading every list.
 */
export async function productPhotosVersion(): Promise<string> {
  const [row] = await db.$queryRaw<{ version: string }[]>`
    SELECT count(*)::text || ':' || md5(coalesce(string_agg(id || ' ' || array_to_string(images, ' '), ',' ORDER BY id), '')) AS version
      FROM products`;
  return row?.version ?? "";
}

/** Every photo path a product lists, each once. */
export async function productPhotoPaths(): Promise<string[]> {
  const rows = await db.$queryRaw<{ path: string }[]>`SELECT DISTINCT unnest(images) AS path FROM products`;
  return rows.map((row) => row.path);
}
