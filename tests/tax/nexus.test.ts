import { describe, expect, test } from "vitest";
import thresholdsFile from "@/data/us-economic-nexus-2026.json";
import rates from "@/data/us-state-sales-tax-2025.json";
import { nexusQuerySchema } from "@/lib/reports/schemas";
import { NEXUS_SOURCE, NEXUS_STATES, nexusRows, type NexusSales } from "@/lib/tax/nexus";

const rowsFor = (sales: Record<string, NexusSales>, registered: string[] = []) =>
  nexusRows(new Map(Object.entries(sales)), new Set(registered));

const rowOf = (state: string, sales: NexusSales, registered: string[] = []) =>
  rowsFor({ [state]: sales }, registered).find((row) => row.state === state);

describe("the economic-nexus thresholds file", () => {
  test("lists every state with a sales tax in the rate table, and no other", () => {
    const rated = Object.entries(rates.rates)
      .filter(([, percent]) => percent > 0)
      .map(([state]) => state)
      .sort();
    expect(rated).toHaveLength(45);
    expect(Object.keys(thresholdsFile.states).sort()).toEqual(rated);
    expect(NEXUS_STATES).toEqual(rated);
  });

  test("every line is a positive whole number of dollars, and of orders or none; each names its source", () => {
    for (const [state, line] of Object.entries(thresholdsFile.states)) {
      expect(Number.isInteger(line.sales) && line.sales > 0, state).toBe(true);
      expect(line.transactions === null || (Number.isInteger(line.transactions) && line.transactions > 0), state).toBe(
        true,
      );
      expect(line.source.length, state).toBeGreaterThan(5);
    }
  });

  test("the file names its sources and date, and says it is not legal advice", () => {
    expect(NEXUS_SOURCE.source).toContain("revenue department");
    expect(NEXUS_SOURCE.asOf).toMatch(/^2026-\d{2}-\d{2}$/);
    expect(NEXUS_SOURCE.notice).toMatch(/^Not legal or tax advice/);
  });

  test("the lines the issue names: California and Texas $500,000 in sales, New York $500,000 and 100 orders", () => {
    const line = (state: string) => rowOf(state, { grossSalesCents: 0, orders: 0 })?.threshold;
    expect(line("CA")).toMatchObject({ sales: 500_000, transactions: null });
    expect(line("TX")).toMatchObject({ sales: 500_000, transactions: null });
    expect(line("NY")).toMatchObject({ sales: 500_000, transactions: 100 });
    expect(line("FL")).toMatchObject({ sales: 100_000, transactions: null });
    expect(line("GA")).toMatchObject({ sales: 100_000, transactions: 200 });
  });
});

describe("where her sales stand against a state's line", () => {
  test("below under 80 %, approaching from 80 % exactly, over from the line itself (Florida, $100,000)", () => {
    expect(rowOf("FL", { grossSalesCents: 7_999_999, orders: 3 })).toMatchObject({ share: 0.799, status: "below" });
    expect(rowOf("FL", { grossSalesCents: 8_000_000, orders: 3 })).toMatchObject({
      share: 0.8,
      status: "approaching",
    });
    expect(rowOf("FL", { grossSalesCents: 9_999_999, orders: 3 })).toMatchObject({
      share: 0.999,
      status: "approaching",
    });
    expect(rowOf("FL", { grossSalesCents: 10_000_000, orders: 3 })).toMatchObject({ share: 1, status: "over" });
  });

  test("orders count on their own where the state has an order test (Georgia, 200)", () => {
    expect(rowOf("GA", { grossSalesCents: 100_000, orders: 159 })).toMatchObject({ share: 0.795, status: "below" });
    expect(rowOf("GA", { grossSalesCents: 100_000, orders: 160 })).toMatchObject({
      share: 0.8,
      status: "approaching",
    });
    expect(rowOf("GA", { grossSalesCents: 100_000, orders: 200 })).toMatchObject({ share: 1, status: "over" });
  });

  test("where both tests must be met (New York), many sales in few orders stay below", () => {
    expect(rowOf("NY", { grossSalesCents: 60_000_000, orders: 1 })).toMatchObject({ share: 0.01, status: "below" });
    expect(rowOf("NY", { grossSalesCents: 60_000_000, orders: 80 })).toMatchObject({
      share: 0.8,
      status: "approaching",
    });
    expect(rowOf("NY", { grossSalesCents: 60_000_000, orders: 101 })).toMatchObject({ share: 1.01, status: "over" });
  });

  test("a state she is registered in is registered, whatever her sales; refunds past the sales count as nothing", () => {
    expect(rowOf("TX", { grossSalesCents: 90_000_000, orders: 4 }, ["TX"])).toMatchObject({
      registered: true,
      share: 1.8,
      status: "registered",
    });
    expect(rowOf("WA", { grossSalesCents: -2_500, orders: 0 })).toMatchObject({
      grossSalesCents: -2_500,
      share: 0,
      status: "below",
    });
  });

  test("one row per state with a sales tax, the nearest its line first, then alphabetically", () => {
    const rows = rowsFor(
      {
        CA: { grossSalesCents: 152_050, orders: 23 },
        TX: { grossSalesCents: 60_000_000, orders: 2 },
        OR: { grossSalesCents: 9_000_000, orders: 1 },
        FL: { grossSalesCents: 8_000_000, orders: 1 },
      },
      ["CA"],
    );
    expect(rows).toHaveLength(45);
    expect(rows.map((row) => row.state).slice(0, 6)).toEqual(["TX", "FL", "CA", "AL", "AR", "AZ"]);
    expect(rows.find((row) => row.state === "OR")).toBeUndefined();
    expect(rows[2]).toEqual({
      state: "CA",
      grossSalesCents: 152_050,
      orders: 23,
      registered: true,
      threshold: { sales: 500_000, transactions: null, source: "California Department of Tax and Fee Administration" },
      share: 0.003,
      status: "registered",
    });
  });
});

describe("?year= of the nexus watch", () => {
  test("four digits from 2000 to 2100, or nothing for the current year", () => {
    expect(nexusQuerySchema.parse({ year: "2026" })).toEqual({ year: 2026 });
    expect(nexusQuerySchema.parse({})).toEqual({ year: undefined });
    expect(nexusQuerySchema.parse({ year: "" })).toEqual({ year: undefined });
    for (const year of ["26", "20260", "next", "1999", "2101", "2026.5"])
      expect(nexusQuerySchema.safeParse({ year }).success, year).toBe(false);
  });
});
