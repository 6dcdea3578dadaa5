import "server-only";
import { db } from "@/lib/db";

const DAY_MS = 24 * 60 * 60 * 1000;
/** An alert nobody confirmed within this many days of its latest request is deleted (its links lasted a week). */
const UNCONFIRMED_ALERT_DAYS = 30;

/** Deletes the back-in-stock alerts still unconfirmed 30 days after their latest request (the hourly housekeeping). */
export async function pruneUnconfirmedStockAlerts(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_ALERT_DAYS * DAY_MS);
  const { count } = await db.stockAlert.deleteMany({ where: { confirmedAt: null, requestedAt: { lt: cutoff } } });
  return count;
}
