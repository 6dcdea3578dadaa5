import "server-only";
import { revalidatePath } from "next/cache";
import { productHref } from "@/lib/catalog/product-href";
import { db } from "@/lib/db";
import { log } from "@/lib/log";

/**
 * The product pages' route as Next names it in its cache tags: with the route group, since the tag is derived
 * from the page file's path (app/(shop)/product/[id]/page.tsx); "/product/[id]" alone matches nothing.
 */
const PRODUCT_PAGE_ROUTE = "/(shop)/product/[id]";

/** The Postgres channel every shop process listens on for catalog changes (lib/catalog/page-cache-handler.mjs). */
const CATALOG_CHANNEL = "atelier_catalog";

/**
 * A notice names at most this many products (a NOTIFY payload holds under 8,000 bytes); a larger change is sent as
 * a change to every page, which is what it nearly is.
 */
const MAX_NOTICE_IDS = 200;

/** What a catalog change drops: these products' pages, or every product page (`"all"`). */
type Change = { ids: readonly string[] } | "all";

/**
 * Drops what is cached of the change on this process at once, and tells every other process through Postgres (NOTIFY
 * on a channel each one listens on: lib/catalog/page-cache-handler.mjs reads the same payload), so a change shows on
 * every process within milliseconds.
 *
 * The notice is sent here, after the commit, rather than by a trigger inside the writing transaction: a NOTIFY in a
 * transaction holds a database-wide lock through its commit, which would make every checkout's commit wait for the
 * others'. Should the process die between the commit and the notice, other processes still refresh their copies
 * within the product page's `revalidate` interval.
 */
function drop(change: Change): void {
  const ids = change === "all" ? [] : [...new Set(change.ids)];
  if (change !== "all" && ids.length === 0) return;
  const everything = change === "all" || ids.length > MAX_NOTICE_IDS;
  if (everything) revalidatePath(PRODUCT_PAGE_ROUTE, "page");
  else for (const id of ids) revalidatePath(productHref(id));
  const payload = everything ? JSON.stringify({ all: true }) : JSON.stringify({ ids });
  db.$executeRaw`SELECT pg_notify(${CATALOG_CHANNEL}, ${payload})`.catch((error: unknown) => {
    log.warn(
      { err: error },
      "could not tell the other shop processes of a catalog change; they refresh within a minute",
    );
  });
}

/**
 * After a committed change to these products' price, stock, pictures or words (an edit, an order taking stock, a
 * cancellation giving it back): their cached pages go, so the next shopper sees them as they are and a deleted piece
 * answers 404. Other product pages stay cached: nothing of these products shows on them.
 */
export function revalidateProductPages(productIds: readonly (string | null)[]): void {
  // An order line whose product is gone from the table (null) has no page to drop.
  drop({ ids: productIds.filter((id): id is string => id !== null) });
}

/**
 * After a committed change to the set of categories on sale (a product added in a new category, the last of one
 * deleted or moved away): every cached product page goes, since each carries the header's category menu.
 */
export function revalidateAllProductPages(): void {
  drop("all");
}
