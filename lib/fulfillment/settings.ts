import "server-only";
import { revalidateAllProductPages } from "@/lib/catalog/revalidate";
import { db } from "@/lib/db";
import { calendarDateOf, dateColumn } from "@/lib/calendar";
import type { ShopSettings, ShopSettingsChange } from "@/lib/fulfillment/schemas";

/** What a shop that never saved its settings promises: the Returns page's starting text says 14 days. */
const DEFAULT_RETURN_WINDOW_DAYS = 14;

/** The maker's settings; a shop that never saved them has no limit, is not away and takes returns for 14 days. */
export async function getShopSettings(): Promise<ShopSettings> {
  const row = await db.shopSettings.findUnique({ where: { id: 1 } });
  return {
    weeklyCapacity: row?.weeklyCapacity ?? 0,
    awayUntil: row?.awayUntil ? calendarDateOf(row.awayUntil) : null,
    returnWindowDays: row?.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS,
  };
}

/**
 * Saves the settings given (the one row, made on first save; one left out keeps its value) and answers them all as
 * saved. Every product page says when an order placed now ships and, to search engines, how long returns are open,
 * which these move: the cached pages go.
 */
export async function saveShopSettings(settings: ShopSettingsChange): Promise<ShopSettings> {
  const { awayUntil } = settings;
  const data = {
    weeklyCapacity: settings.weeklyCapacity,
    awayUntil: awayUntil === undefined || awayUntil === null ? awayUntil : dateColumn(awayUntil),
    returnWindowDays: settings.returnWindowDays,
  };
  await db.shopSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
  revalidateAllProductPages();
  return getShopSettings();
}
