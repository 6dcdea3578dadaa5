import "server-only";
import { addCalendarDays, dateIn } from "@/lib/calendar";
import { env } from "@/lib/env";
import { salesByState, type StateSales } from "@/lib/reports/books";
import { csvDollars, toCsv } from "@/lib/reports/csv";
import { registeredStates } from "@/lib/tax/settings";

/**
 * The sums of a month: a state's, or every state's (the totals). Cents. The tax collected is split by where it was
 * due: in a state she is registered in, or in one she is not (the spec's every-state rule collects there too), which
 * she owes no state and may have to give back.
 */
export type SalesTaxFigures = Omit<StateSales, "state"> & {
  taxCollectedRegisteredCents: number;
  taxCollectedNotDueCents: number;
};

/** A ship-to state's row: its figures, and whether she is registered there now. */
export type SalesTaxRow = SalesTaxFigures & { state: string; registered: boolean };

/**
 * The month's sales tax by ship-to state (docs/decisions.md, The books): orders paid and placed in the month, refunds
 * made in it, both in the shop's time zone; `totals` are the sums of the rows.
 */
export type SalesTaxReport = { month: string; timeZone: string; rows: SalesTaxRow[]; totals: SalesTaxFigures };

/** The month it is now in the shop's time zone, YYYY-MM. */
export function currentShopMonth(now = new Date()): string {
  return dateIn(env().SHOP_TIME_ZONE, now).slice(0, 7);
}

/** The first and last day of a month written YYYY-MM. */
export function monthDays(month: string): { from: string; to: string } {
  const [year = 0, number = 1] = month.split("-").map(Number);
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, "0")}-01`;
  return { from: `${month}-01`, to: addCalendarDays(next, -1) };
}

const FIGURES = [
  "orders",
  "grossSalesCents",
  "taxableSalesCents",
  "shippingChargedCents",
  "taxCollectedCents",
  "taxCollectedRegisteredCents",
  "taxCollectedNotDueCents",
  "refundedCents",
] as const;

/** The sales-tax report of a month (YYYY-MM). */
export async function salesTaxReport(month: string): Promise<SalesTaxReport> {
  const timeZone = env().SHOP_TIME_ZONE;
  const [sales, registered] = await Promise.all([salesByState(timeZone, monthDays(month)), registeredStates()]);
  const rows = sales.map((row): SalesTaxRow => {
    const isRegistered = registered.has(row.state);
    return {
      ...row,
      registered: isRegistered,
      taxCollectedRegisteredCents: isRegistered ? row.taxCollectedCents : 0,
      taxCollectedNotDueCents: isRegistered ? 0 : row.taxCollectedCents,
    };
  });
  const totals: SalesTaxFigures = {
    orders: 0,
    grossSalesCents: 0,
    taxableSalesCents: 0,
    shippingChargedCents: 0,
    taxCollectedCents: 0,
    taxCollectedRegisteredCents: 0,
    taxCollectedNotDueCents: 0,
    refundedCents: 0,
  };
  for (const row of rows) for (const figure of FIGURES) totals[figure] += row[figure];
  return { month, timeZone, rows, totals };
}

/** The report's CSV columns: the API's names, amounts in dollars (numbers to a spreadsheet). */
export const SALES_TAX_HEADER = [
  "state",
  "registered",
  "orders",
  "grossSales",
  "taxableSales",
  "shipping",
  "taxCollected",
  "taxCollectedRegistered",
  "taxCollectedNotDue",
  "refunded",
] as const;

const figuresRow = (label: string, registered: string, figures: SalesTaxFigures) => [
  label,
  registered,
  figures.orders,
  csvDollars(figures.grossSalesCents),
  csvDollars(figures.taxableSalesCents),
  csvDollars(figures.shippingChargedCents),
  csvDollars(figures.taxCollectedCents),
  csvDollars(figures.taxCollectedRegisteredCents),
  csvDollars(figures.taxCollectedNotDueCents),
  csvDollars(figures.refundedCents),
];

/** The report as a CSV file's text: a row per state (registered: yes or no), then the totals. */
export function salesTaxCsv(report: SalesTaxReport): string {
  return toCsv(SALES_TAX_HEADER, [
    ...report.rows.map((row) => figuresRow(row.state, row.registered ? "yes" : "no", row)),
    figuresRow("Total", "", report.totals),
  ]);
}
