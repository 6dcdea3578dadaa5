import "server-only";
import { dateIn } from "@/lib/calendar";
import { env } from "@/lib/env";
import { salesByState } from "@/lib/reports/books";
import { nexusRows, type NexusReport, type NexusSales } from "@/lib/tax/nexus";
import { registeredStates } from "@/lib/tax/settings";

// The nexus watch is a report of the books (it sums the orders, which only lib/reports reads) against lib/tax's
// thresholds. It lives here rather than in lib/tax because lib/orders reads lib/tax's rule and lib/reports reads
// lib/orders: lib/tax reading the books would close a cycle between the domains.

/** The calendar year it is now in the shop's time zone. */
export function currentShopYear(now = new Date()): number {
  return Number(dateIn(env().SHOP_TIME_ZONE, now).slice(0, 4));
}

/**
 * Her economic-nexus watch for a calendar year in the shop's time zone (the current one when absent): per state with a
 * sales tax, the paid orders shipped there that were placed in the year, their sales after discounts and less the
 * refunds made in the year (the monthly sales-tax report's figures, summed over the year), against its threshold.
 */
export async function nexusReport(year: number = currentShopYear()): Promise<NexusReport> {
  const [byState, registered] = await Promise.all([
    salesByState(env().SHOP_TIME_ZONE, { from: `${year}-01-01`, to: `${year}-12-31` }),
    registeredStates(),
  ]);
  const sales = new Map<string, NexusSales>(
    byState.map((row) => [row.state, { grossSalesCents: row.grossSalesCents - row.refundedCents, orders: row.orders }]),
  );
  return { year, rows: nexusRows(sales, registered) };
}
