import "server-only";
import { db } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { isShopPageSlug, type ShopPageDto, type ShopPageInput, type ShopPageSlug } from "@/lib/shop-pages/schemas";
import { STARTING_TEXT } from "@/lib/shop-pages/starting-text";

/**
 * How long a process keeps a page it read. Every page of the shop is rendered per request (the root layout reads the
 * request), so the text is what is worth keeping: a visit reads the database at most once a second per page and
 * process, and an edit on any process shows on every other within this long, with no message between processes.
 */
export const SHOP_PAGE_CACHE_MS = 1_000;

const cached = new Map<ShopPageSlug, { readAt: number; page: Promise<ShopPageDto> }>();

function knownSlug(slug: string): ShopPageSlug {
  if (!isShopPageSlug(slug)) throw new NotFoundError("Page not found", "page_not_found");
  return slug;
}

function dto(slug: ShopPageSlug, row: { title: string; body: string; updatedAt: Date } | null): ShopPageDto {
  if (!row) return { slug, ...STARTING_TEXT[slug], updatedAt: null };
  return { slug, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
}

/** A policy page as the maker last saved it, or its starting text while she never has. 404 for any other slug. */
export function getShopPage(slug: string): Promise<ShopPageDto> {
  const known = knownSlug(slug);
  const now = Date.now();
  const hit = cached.get(known);
  if (hit && now - hit.readAt < SHOP_PAGE_CACHE_MS) return hit.page;
  // Visits that arrive together share one read; a failed read is not kept.
  const page = db.shopPage.findUnique({ where: { slug: known } }).then((row) => dto(known, row));
  cached.set(known, { readAt: now, page });
  page.catch(() => {
    if (cached.get(known)?.page === page) cached.delete(known);
  });
  return page;
}

/** Saves the maker's words for a page and answers it as saved; this process shows them at once. */
export async function saveShopPage(slug: string, input: ShopPageInput): Promise<ShopPageDto> {
  const known = knownSlug(slug);
  const row = await db.shopPage.upsert({ where: { slug: known }, create: { slug: known, ...input }, update: input });
  const page = dto(known, row);
  cached.set(known, { readAt: Date.now(), page: Promise.resolve(page) });
  return page;
}
