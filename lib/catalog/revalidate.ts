import "server-only";
import { revalidatePath } from "next/cache";
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
 * After a catalog write has committed (a product saved or deleted, stock taken by an order or given back), drops
 * every cached product page, so the next shopper sees the saved price, stock and pictures and a deleted piece
 * answers 404. Every page, not only the written one: each carries the header's category menu, which a new or deleted
 * product can change. This process drops its own cache at once; every other process is told through Postgres
 * (NOTIFY on a channel each one listens on) and drops its cache within milliseconds.
 *
 * The notice is sent here, after the commit, rather than by a trigger inside the writing transaction: a NOTIFY in a
 * transaction holds a database-wide lock through its commit, which would make every checkout's commit wait for the
 * others'. Should the process die between the commit and the notice, other processes still refresh their copies
 * within the product page's `revalidate` interval.
 */
export function revalidateCatalogPages(): void {
  revalidatePath(PRODUCT_PAGE_ROUTE, "page");
  db.$executeRaw`SELECT pg_notify(${CATALOG_CHANNEL}, '')`.catch((error: unknown) => {
    log.warn({ err: error }, "could not tell the other shop processes of a catalog change; they refresh within a minute");
  });
}
