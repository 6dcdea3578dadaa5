import { describe, expect, test } from "vitest";
import { GET as nexus } from "@/app/api/admin/reports/nexus/route";
import type { Db } from "@/lib/db-client";
import { nexusReport } from "@/lib/reports/nexus";
import { alertNexus } from "@/lib/tax/nexus-alerts";
import { createOrder, DEFAULT_SHIPPING_ADDRESS } from "../factories/orders";
import { createAdmin, createUser } from "../factories/users";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";

// The shop's time zone in tests is the default, America/Los_Angeles (UTC−8 in winter): 2035-01-01T07:30Z is still 31
// December 2034 there.

type Row = {
  state: string;
  grossSales: number;
  orders: number;
  registered: boolean;
  threshold: { sales: number; transactions: number | null; source: string };
  share: number;
  status: string;
};

/** A paid order of one piece at `cents`, shipped to `state`, placed at `iso`. */
async function sale(db: Db, state: string, cents: number, iso: string) {
  return createOrder(db, {
    email: `${state.toLowerCase()}-${cents}@example.com`,
    createdAt: new Date(iso),
    shippingAddress: { ...DEFAULT_SHIPPING_ADDRESS, state },
    items: [{ name: "Ring", unitPriceCents: cents, quantity: 1 }],
  });
}

async function refund(db: Db, orderId: string, amountCents: number, iso: string) {
  await db.orderRefund.create({
    data: {
      orderId,
      amountCents,
      reason: "Test",
      idempotencyKey: `nexus-${orderId}-${iso}`,
      status: "succeeded",
      settledAt: new Date(iso),
      createdAt: new Date(iso),
    },
  });
}

const CDTFA = "California Department of Tax and Fee Administration";

describe("the nexus watch", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const watch = (query: string, token?: string) =>
    callRoute<{ year: number; rows: Row[] }>(nexus, apiRequest("GET", `/api/admin/reports/nexus${query}`, { token }));

  describe("GET /api/admin/reports/nexus", () => {
    test("per state with a sales tax: the year's paid sales there less its refunds, against its line, nearest first", async () => {
      const admin = await createAdmin(db());
      await db().taxRegistration.createMany({ data: [{ state: "CA", ratePpm: 95_000 }, { state: "NV" }] });
      await sale(db(), "CA", 152_050, "2035-03-01T20:00:00Z");
      // Texas: $600,000 in two orders, over its $500,000.
      await sale(db(), "TX", 30_000_000, "2035-04-01T20:00:00Z");
      await sale(db(), "TX", 30_000_000, "2035-05-01T20:00:00Z");
      // Florida: exactly 80 % of $100,000; its order placed at 23:30 on 31 December 2034 (shop time) counts in 2034.
      await sale(db(), "FL", 8_000_000, "2035-06-01T20:00:00Z");
      await sale(db(), "FL", 9_000_000, "2035-01-01T07:30:00Z");
      // Georgia: one cent short of 80 %.
      await sale(db(), "GA", 7_999_999, "2035-06-02T20:00:00Z");
      // Washington: $90,000 less a $15,000 refund made in 2035 = $75,000; a $5,000 refund made in 2036 counts then.
      const wa = await sale(db(), "WA", 9_000_000, "2035-02-01T20:00:00Z");
      await refund(db(), wa.id, 1_500_000, "2035-02-10T20:00:00Z");
      await refund(db(), wa.id, 500_000, "2036-01-10T20:00:00Z");
      // New York: $600,000 in one order, but its line needs 100 orders as well.
      await sale(db(), "NY", 60_000_000, "2035-07-01T20:00:00Z");
      // Not sales: an order held but never captured, one voided, one shipped to Oregon (no sales tax).
      await createOrder(db(), {
        email: "held@example.com",
        status: "pending",
        createdAt: new Date("2035-03-03T20:00:00Z"),
        shippingAddress: { ...DEFAULT_SHIPPING_ADDRESS, state: "AZ" },
        items: [{ name: "Held", unitPriceCents: 9_000_000, quantity: 1 }],
      });
      await createOrder(db(), {
        email: "void@example.com",
        status: "cancelled",
        paymentStatus: "voided",
        createdAt: new Date("2035-03-03T20:00:00Z"),
        shippingAddress: { ...DEFAULT_SHIPPING_ADDRESS, state: "AZ" },
        items: [{ name: "Void", unitPriceCents: 9_000_000, quantity: 1 }],
      });
      await sale(db(), "OR", 9_000_000, "2035-03-03T20:00:00Z");

      const answer = await watch("?year=2035", admin.accessToken);

      expect(answer.status).toBe(200);
      const { year, rows } = answer.body.data;
      expect(year).toBe(2035);
      expect(rows).toHaveLength(45);
      expect(rows.slice(0, 6)).toEqual([
        {
          state: "TX",
          grossSales: 600_000,
          orders: 2,
          registered: false,
          threshold: { sales: 500_000, transactions: null, source: "Texas Comptroller of Public Accounts" },
          share: 1.2,
          status: "over",
        },
        {
          state: "FL",
          grossSales: 80_000,
          orders: 1,
          registered: false,
          threshold: { sales: 100_000, transactions: null, source: "Florida Department of Revenue" },
          share: 0.8,
          status: "approaching",
        },
        {
          state: "GA",
          grossSales: 79_999.99,
          orders: 1,
          registered: false,
          threshold: { sales: 100_000, transactions: 200, source: "Georgia Department of Revenue" },
          share: 0.799,
          status: "below",
        },
        {
          state: "WA",
          grossSales: 75_000,
          orders: 1,
          registered: false,
          threshold: { sales: 100_000, transactions: null, source: "Washington Department of Revenue" },
          share: 0.75,
          status: "below",
        },
        {
          state: "NY",
          grossSales: 600_000,
          orders: 1,
          registered: false,
          threshold: {
            sales: 500_000,
            transactions: 100,
            source: "New York State Department of Taxation and Finance ($500,000 and 100 sales, both)",
          },
          share: 0.01,
          status: "below",
        },
        {
          state: "CA",
          grossSales: 1_520.5,
          orders: 1,
          registered: true,
          threshold: { sales: 500_000, transactions: null, source: CDTFA },
          share: 0.003,
          status: "registered",
        },
      ]);
      // The rest sold nothing: alphabetical, Nevada registered all the same, Oregon (no sales tax) not listed.
      const rest = rows.slice(6);
      expect(rest.map((row) => row.state)).toEqual([...rest.map((row) => row.state)].sort());
      expect(rest.every((row) => row.share === 0 && row.grossSales === 0 && row.orders === 0)).toBe(true);
      expect(rest.find((row) => row.state === "NV")).toMatchObject({ registered: true, status: "registered" });
      expect(rest.find((row) => row.state === "AZ")).toMatchObject({ status: "below" });
      expect(rows.find((row) => row.state === "OR")).toBeUndefined();

      // 2034 holds Florida's New Year's Eve order; 2036 only Washington's late refund, which takes nothing below zero.
      const before = (await watch("?year=2034", admin.accessToken)).body.data.rows[0];
      expect(before).toMatchObject({ state: "FL", grossSales: 90_000, orders: 1, share: 0.9, status: "approaching" });
      const after = (await watch("?year=2036", admin.accessToken)).body.data.rows;
      expect(after.find((row) => row.state === "WA")).toMatchObject({
        grossSales: -5_000,
        orders: 0,
        share: 0,
        status: "below",
      });
    });

    test("without a year, the shop's current year", async () => {
      const admin = await createAdmin(db());
      const thisYear = Number(
        new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", year: "numeric" }).format(new Date()),
      );
      const answer = await watch("", admin.accessToken);
      expect(answer.status).toBe(200);
      expect(answer.body.data.year).toBe(thisYear);
    });

    test("a year that is not four digits from 2000 to 2100 is a 400 naming year; only an admin may look", async () => {
      const admin = await createAdmin(db());
      const member = await createUser(db());
      for (const year of ["26", "20350", "soon", "1999", "2101"]) {
        const answer = await watch(`?year=${year}`, admin.accessToken);
        expect(answer.status, year).toBe(400);
        expect(
          answer.body.details?.map((detail) => detail.path),
          year,
        ).toContain("year");
      }
      expect((await watch("?year=2035")).status).toBe(401);
      expect((await watch("?year=2035", member.accessToken)).status).toBe(403);
    });
  });

  describe("the maker's mail when a state nears its line", () => {
    const nexusMail = (year: number) =>
      db().emailOutbox.findMany({
        where: { dedupeKey: { startsWith: `nexus-alert:${year}:` } },
        orderBy: { createdAt: "asc" },
      });

    test("one mail the first time a state turns approaching or over, however often and however many processes look", async () => {
      await createAdmin(db(), { email: "maker@atelier.test" });
      await sale(db(), "TX", 45_000_000, "2040-04-01T20:00:00Z");
      await sale(db(), "CO", 10_000_000, "2040-04-01T20:00:00Z");
      // Registered in Colorado: over its line, but no mail.
      await db().taxRegistration.create({ data: { state: "CO" } });

      // Two processes at once, then a later tick: Texas (90 % of $500,000) is mailed about once.
      const report = await nexusReport(2040);
      const [first, second] = await Promise.all([alertNexus(report), alertNexus(report)]);
      expect([first, second].sort()).toEqual([[], ["TX"]]);
      expect(await alertNexus(await nexusReport(2040))).toEqual([]);
      // One mail to each admin (the earlier tests' admins too), none twice.
      const admins = await db().user.findMany({ where: { role: "ADMIN" }, select: { email: true } });
      const all = await nexusMail(2040);
      expect(all.map((mail) => mail.to).sort()).toEqual(admins.map((admin) => admin.email).sort());
      const mails = all.filter((mail) => mail.to === "maker@atelier.test");
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: "maker@atelier.test",
        subject: "Sales tax: TX nears the economic-nexus line for 2040",
      });
      expect(mails[0]?.text).toContain(
        "- TX: $450,000.00 in 1 order, at 80 % of the line or more ($500,000; Texas Comptroller of Public Accounts)",
      );
      expect(mails[0]?.text).toContain("http://localhost:3000/admin/tax");
      expect(mails[0]?.text).toContain("Not legal or tax advice");
      expect(await db().nexusAlert.findMany({ select: { state: true, year: true, status: true } })).toEqual([
        { state: "TX", year: 2040, status: "approaching" },
      ]);

      // Texas going over sends nothing more that year; Florida turning over later gets its own mail.
      await sale(db(), "TX", 10_000_000, "2040-05-01T20:00:00Z");
      await sale(db(), "FL", 12_000_000, "2040-05-01T20:00:00Z");
      expect(await alertNexus(await nexusReport(2040))).toEqual(["FL"]);
      const after = (await nexusMail(2040)).filter((mail) => mail.to === "maker@atelier.test");
      expect(after.map((mail) => mail.subject)).toEqual([
        "Sales tax: TX nears the economic-nexus line for 2040",
        "Sales tax: FL reached the economic-nexus line for 2040",
      ]);
      // A new year starts afresh.
      expect(await alertNexus(await nexusReport(2041))).toEqual([]);
    });
  });
});
