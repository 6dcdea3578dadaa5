import "server-only";
import { revalidatePath } from "next/cache";

/** The route pattern of the product pages, which are the storefront's only cached pages (ISR). */
export const PRODUCT_PAGE_ROUTE = "/product/[id]";

/**
 * Drops every cached product page after a catalogue write, so the next shopper on this process sees the saved
 * price, stock and pictures, and a deleted piece answers 404. Every page, not only the written one: each carries
 * the header's category menu, which a new or deleted product can change. Other server processes have their own
 * cache and converge within the product page's `revalidate` interval. Checkout, which changes stock, calls this too.
 */
export function revalidateCataloguePages(): void {
  revalidatePath(PRODUCT_PAGE_ROUTE, "page");
}
