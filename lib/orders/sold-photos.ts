import "server-only";
import { db } from "@/lib/db";

// The photos order lines show as sold, for lib/images/known-photos.ts: a photo the maker has since taken off her
// piece is still on its orders' pages and mails, so it is still served.

/**
 * A short value that changes whenever an order line is written: lines are only ever added (with their order), so their
 * count, with their greatest id beside it, moves with every one that could bring a photo.
 */
export async function soldPhotosVersion(): Promise<string> {
  const [row] = await db.$queryRaw<
    { version: string }[]
  >`SELECT count(*)::text || ':' || coalesce(max(id), '') AS version FROM order_items`;
  return row?.version ?? "";
}

/** Every photo path an order line shows, each once. */
export async function soldPhotoPaths(): Promise<string[]> {
  const rows = await db.$queryRaw<{ path: string }[]>`SELECT DISTINCT unnest(product_images) AS path FROM order_items`;
  return rows.map((row) => row.path);
}
