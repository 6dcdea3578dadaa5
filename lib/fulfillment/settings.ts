import "server-only";
import { revalidateAllProductPages } from "@/lib/catalog/revalidate";
import { db } from "@/lib/db";
import { calendarDateOf, dateColumn } from "@/lib/calendar";
import type { ShopSettings } from "@/lib/fulfillment/schemas";

/** The maker's settings; a shop that never saved them has no limit and is not away. */
export async function getShopSettings(): Promise<ShopSettings> {
  const row = await db.shopSettings.findUnique({ where: { id: 1 } });
  return { weeklyCapacity: row?.weeklyCapacity ?? 0, awayUntil: row?.awayUntil ? calendarDateOf(row.awayUntil) : null };
}

/**
 * Saves the maker's settings (the one row, made on first save) and answers them as saved. Every product page says
 * when an order placed now ships, which these move: the cached pages go.
 */
export async function saveShopSettings(settings: ShopSettings): Promise<ShopSettings> {
  const data = {
    weeklyCapacity: settings.weeklyCapacity,
    awayUntil: settings.awayUntil === null ? null : dateColumn(settings.awayUntil),
  };
  await db.shopSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
  revalidateAllProductPages();
  return getShopSettings();
}
