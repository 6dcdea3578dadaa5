import "server-only";
import { revalidatePath } from "next/cache";

/**
 * The product pages' route as Next names it in its cache tags: with the route group, since the tag is derived
 * from the page file's path (app/(shop)/product/[id]/page.tsx); "/product/[id]" alone matches nothing.
 */
export const PRODUCT_PAGE_ROUTE = "/(shop)/product/[id]";

/**
 * Drops every cached product page after a catalogue write, so the next shopper on this process sees the saved
 * price, stock and pictures, and a deleted piece answers 404. Every page, not only the written one: each carries
 * the header's category menu, which a new or deleted product can change. Other server processes learn of the change
 * from Postgres (NOTIFY on every committed write to products; lib/catalog/page-cache-handler.mjs). Anything else
 * that changes price or stock on this process calls this too, so this process need not wait for its own notice.
 */
export function revalidateCatalogPages(): void {
  revalidatePath(PRODUCT_PAGE_ROUTE, "page");
}
