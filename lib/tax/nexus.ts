// Shared rules (no I/O): each state's economic-nexus line and where her sales stand against it. The figures are read by
// lib/reports/nexus.ts (the books read the orders) and the /admin/tax page draws its bars from the same rows.
import { z } from "zod";
import file from "@/data/us-economic-nexus-2026.json";

/** One state's line: sales in dollars as the states write them, orders, and the agency that sets it. */
export type NexusThreshold = { sales: number; transactions: number | null; source: string };

const thresholdsFileSchema = z.object({
  source: z.string().min(1),
  asOf: z.iso.date(),
  notice: z.string().min(1),
  states: z.record(
    z.string().regex(/^[A-Z]{2}$/),
    z.object({
      sales: z.number().int().positive(),
      transactions: z.number().int().positive().nullable(),
      // Connecticut and New York count a seller over the line only when both tests are met.
      both: z.boolean().default(false),
      source: z.string().min(1),
    }),
  ),
});

// Parsed once at load: a malformed data file stops the server at start rather than mis-stating a line.
const thresholds = thresholdsFileSchema.parse(file);

/** Where the thresholds come from, as of when, and that they are no legal advice (the data file's own words). */
export const NEXUS_SOURCE = { source: thresholds.source, asOf: thresholds.asOf, notice: thresholds.notice };

type Line = (typeof thresholds.states)[string];

const LINES: readonly (readonly [string, Line])[] = Object.entries(thresholds.states).sort(([a], [b]) =>
  a.localeCompare(b),
);

/** The states with a sales tax (each has a threshold), in alphabetical order. */
export const NEXUS_STATES: readonly string[] = LINES.map(([state]) => state);

/**
 * `registered`: she holds a permit there. Otherwise `over` at or past the line, `approaching` from 80 % of it,
 * else `below`.
 */
export type NexusStatus = "registered" | "over" | "approaching" | "below";

/** A state's row of the nexus watch: her sales there in the year, less refunds, in cents, and its orders. */
export type NexusRow = {
  state: string;
  grossSalesCents: number;
  orders: number;
  registered: boolean;
  threshold: NexusThreshold;
  /** How far along the line she is: 1 is at it (the larger of the two tests, the smaller where both must be met). */
  share: number;
  status: NexusStatus;
};

/** The nexus watch of one calendar year (shop time), the states nearest their line first. */
export type NexusReport = { year: number; rows: NexusRow[] };

/** What the rows are made from: a state's sales in the year less its refunds (cents), and its paid orders. */
export type NexusSales = { grossSalesCents: number; orders: number };

/** Whether the figures reach `tenths` of the line (8: 80 %, 10: all of it), in integers so 80 % is exact. */
function reaches(line: Line, sales: NexusSales, tenths: number): boolean {
  const bySales = sales.grossSalesCents * 10 >= line.sales * 100 * tenths;
  const byOrders = line.transactions !== null && sales.orders * 10 >= line.transactions * tenths;
  return line.both ? bySales && byOrders : bySales || byOrders;
}

/** Thousandths of the way to a line, rounded down in integers: 0.8 exactly when 80 % is reached, never before. */
const thousandths = (amount: number, line: number) => Math.floor((Math.max(0, amount) * 1_000) / line);

/** One state's row. */
function rowOf(state: string, line: Line, sales: NexusSales, registered: boolean): NexusRow {
  const bySales = thousandths(sales.grossSalesCents, line.sales * 100);
  const byOrders = line.transactions === null ? null : thousandths(sales.orders, line.transactions);
  const share = byOrders === null ? bySales : line.both ? Math.min(bySales, byOrders) : Math.max(bySales, byOrders);
  const status: NexusStatus = registered
    ? "registered"
    : reaches(line, sales, 10)
      ? "over"
      : reaches(line, sales, 8)
        ? "approaching"
        : "below";
  return {
    state,
    grossSalesCents: sales.grossSalesCents,
    orders: sales.orders,
    registered,
    threshold: { sales: line.sales, transactions: line.transactions, source: line.source },
    share: share / 1_000,
    status,
  };
}

/**
 * The year's report: one row per state with a sales tax (a state she sold nothing in included), sorted by share, the
 * largest first (ties alphabetically).
 */
export function nexusRows(sales: ReadonlyMap<string, NexusSales>, registered: ReadonlySet<string>): NexusRow[] {
  return LINES.map(([state, line]) =>
    rowOf(state, line, sales.get(state) ?? { grossSalesCents: 0, orders: 0 }, registered.has(state)),
  ).sort((a, b) => b.share - a.share || a.state.localeCompare(b.state));
}

/** The rows the maker is warned about: approaching or over the line where she is not registered. */
export function needsNexusAttention(rows: readonly NexusRow[]): NexusRow[] {
  return rows.filter((row) => row.status === "approaching" || row.status === "over");
}
