import { describe, expect, test } from "vitest";
import { GET as exportOrders } from "@/app/api/admin/orders/export.csv/route";
import { GET as salesTax } from "@/app/api/admin/reports/sales-tax/route";
import type { Db } from "@/lib/db-client";
import { createOrder, DEFAULT_SHIPPING_ADDRESS, type OrderInput } from "../factories/orders";
import { createAdmin, createUser } from "../factories/users";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";

// The shop's time zone in tests is the default, America/Los_Angeles: PST is UTC−8, PDT (from 9 March 2031) UTC−7.

type StateRow = {
  state: string;
  registered: boolean;
  orders: number;
  grossSales: number;
  taxableSales: number;
  shipping: number;
  taxCollected: number;
  taxCollectedRegistered: number;
  taxCollectedNotDue: number;
  refunded: number;
};
type Report = { month: string; timeZone: string; rows: StateRow[]; totals: Omit<StateRow, "state" | "registered"> };

/** An order with a discount and explicit tax, its total as checkout writes it: subtotal − discount + shipping + tax. */
async function orderWith(db: Db, input: OrderInput & { discountCents?: number; state?: string }) {
  const order = await createOrder(db, {
    ...input,
    shippingAddress: { ...DEFAULT_SHIPPING_ADDRESS, ...input.shippingAddress, state: input.state ?? "CA" },
  });
  const discountCents = input.discountCents ?? 0;
  return db.order.update({
    where: { id: order.id },
    data: { discountCents, totalCents: order.subtotalCents - discountCents + order.shippingCents + order.taxCents },
    include: { items: { orderBy: { id: "asc" } } },
  });
}

async function refundOf(
  db: Db,
  orderId: string,
  amountCents: number,
  settledAt: Date,
  status: "succeeded" | "failed" | "pending" = "succeeded",
) {
  await db.orderRefund.create({
    data: {
      orderId,
      amountCents,
      reason: "Test",
      idempotencyKey: `books-${orderId}-${settledAt.toISOString()}-${status}`,
      status,
      settledAt: status === "pending" ? null : settledAt,
      createdAt: settledAt,
    },
  });
}

/** The body of a CSV answer as rows of cells (no quoted commas in these tests' values). */
function rowsOf(csv: string): string[][] {
  return csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));
}

describe("the books", () => {
  const database = useTestDatabase();
  const db = () => database.client();

  describe("GET /api/admin/orders/export.csv", () => {
    const download = (query: string, token?: string) =>
      exportOrders(apiRequest("GET", `/api/admin/orders/export.csv${query}`, { token }), {
        params: Promise.resolve({}),
      });

    test("one row per line in UTF-8 with a BOM; the order's figures on its first line; days in the shop's time zone", async () => {
      const admin = await createAdmin(db());
      const buyer = await createUser(db());
      // 2040-01-10 20:00 UTC is noon on the 10th in Los Angeles.
      const order = await orderWith(db(), {
        userId: buyer.id,
        email: buyer.email,
        createdAt: new Date("2040-01-10T20:00:00Z"),
        shippingMethod: "express",
        taxCents: 261,
        discountCents: 400,
        shippingAddress: { first_name: "Zoë", last_name: "Ångström", postal_code: "95814" },
        items: [
          {
            name: "Moonstone Ring",
            unitPriceCents: 3_000,
            quantity: 1,
            variantName: "Ring size",
            variantLabel: "7",
            personalization: "A & J",
          },
          { name: "Gold Chain", unitPriceCents: 500, quantity: 2 },
        ],
      });
      await refundOf(db(), order.id, 1_500, new Date("2040-01-12T00:00:00Z"));
      await refundOf(db(), order.id, 999, new Date("2040-01-12T00:00:00Z"), "failed");
      // 2040-01-11 07:30 UTC is still the 10th in Los Angeles; 2040-01-12 08:30 UTC is already the 12th.
      const lateEvening = await orderWith(db(), {
        email: "late@example.com",
        createdAt: new Date("2040-01-11T07:30:00Z"),
        items: [{ name: "Late Ring", unitPriceCents: 1_000, quantity: 1 }],
      });
      await orderWith(db(), {
        email: "next@example.com",
        createdAt: new Date("2040-01-12T08:30:00Z"),
        items: [{ name: "Next Day", unitPriceCents: 1_000, quantity: 1 }],
      });

      const response = await download("?from=2040-01-10&to=2040-01-11", admin.accessToken);

      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe(
        'attachment; filename="atelier-orders-from-2040-01-10-to-2040-01-11.csv"',
      );
      const bytes = new Uint8Array(await response.clone().arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = rowsOf(await response.text());
      expect(rows[0]).toEqual([
        "number",
        "date",
        "status",
        "email",
        "name",
        "state",
        "ZIP",
        "piece",
        "variant",
        "personalization",
        "quantity",
        "price",
        "discount",
        "shipping",
        "tax",
        "total",
        "refunded",
        "payment id",
      ]);
      const number = order.id.slice(-8).toUpperCase();
      expect(rows.slice(1)).toEqual([
        [
          number,
          "2040-01-10",
          "processing",
          buyer.email,
          "Zoë Ångström",
          "CA",
          "95814",
          "Moonstone Ring",
          "Ring size: 7",
          "A & J",
          "1",
          "30.00",
          "4.00",
          "15.00",
          "2.61",
          "53.61",
          "15.00",
          order.paymentIntentId,
        ],
        [
          number,
          "2040-01-10",
          "processing",
          buyer.email,
          "Zoë Ångström",
          "CA",
          "95814",
          "Gold Chain",
          "",
          "",
          "2",
          "5.00",
          "",
          "",
          "",
          "",
          "",
          order.paymentIntentId,
        ],
        [
          lateEvening.id.slice(-8).toUpperCase(),
          "2040-01-10",
          "processing",
          "late@example.com",
          "Ada Lovelace",
          "CA",
          "95814",
          "Late Ring",
          "",
          "",
          "1",
          "10.00",
          "0.00",
          "0.00",
          "0.73",
          "10.73",
          "0.00",
          lateEvening.paymentIntentId,
        ],
      ]);
    });

    test("every cell that starts with =, +, -, @, a tab or a carriage return is prefixed with ' (CSV injection)", async () => {
      const admin = await createAdmin(db());
      await orderWith(db(), {
        email: "@attacker@example.com",
        createdAt: new Date("2041-05-05T20:00:00Z"),
        shippingAddress: {
          first_name: '=HYPERLINK("http://evil.example";"click")',
          last_name: "x",
          postal_code: "\t95814",
        },
        items: [
          { name: "+SUM(1;2)", unitPriceCents: 1_000, quantity: 1, personalization: "-2+3" },
          { name: "\rCR piece", unitPriceCents: 1_000, quantity: 1, personalization: "@me" },
        ],
      });

      const response = await download("?from=2041-05-05&to=2041-05-05", admin.accessToken);
      const text = (await response.text()).replace(/^\uFEFF/, "");

      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"";""click"") x"`);
      expect(text).toContain(",'@attacker@example.com,");
      expect(text).toContain(",'\t95814,");
      expect(text).toContain(",'+SUM(1;2),");
      expect(text).toContain(",'-2+3,");
      expect(text).toContain(`,"'\rCR piece",`);
      expect(text).toContain(",'@me,");
      // Nothing a spreadsheet would run is left at the start of a cell.
      expect(text).not.toMatch(/(^|,|\r\n)"?[=+\-@]/);
    });

    test("bad days are a 400 naming the field; only an admin may download", async () => {
      const admin = await createAdmin(db());
      const member = await createUser(db());
      for (const [query, field] of [
        ["?from=2040-02-30", "from"],
        ["?to=yesterday", "to"],
        ["?from=2040-02-02&to=2040-02-01", "to"],
      ] as const) {
        const answer = await callRoute(
          exportOrders,
          apiRequest("GET", `/api/admin/orders/export.csv${query}`, { token: admin.accessToken }),
        );
        expect(answer.status, query).toBe(400);
        expect(answer.body.details?.map((detail) => detail.path)).toContain(field);
      }
      expect((await download("")).status).toBe(401);
      expect((await download("", member.accessToken)).status).toBe(403);
    });
  });

  describe("GET /api/admin/reports/sales-tax", () => {
    const report = (query: string, token?: string) =>
      callRoute<Report>(salesTax, apiRequest("GET", `/api/admin/reports/sales-tax${query}`, { token }));

    test("per ship-to state and in total: the month's paid orders (shop time) and the refunds made in it, the totals equal to the sums over the orders", async () => {
      const admin = await createAdmin(db());
      const march = (iso: string) => new Date(iso);
      // Counted in March 2031:
      const ca1 = await orderWith(db(), {
        email: "a@example.com",
        createdAt: march("2031-03-01T08:30:00Z"),
        shippingMethod: "express",
        discountCents: 400,
        taxCents: 261,
        items: [{ name: "Ring", unitPriceCents: 4_000, quantity: 1 }],
      });
      const ca2 = await orderWith(db(), {
        email: "b@example.com",
        createdAt: march("2031-03-31T23:00:00Z"),
        taxCents: 145,
        items: [{ name: "Chain", unitPriceCents: 1_000, quantity: 2 }],
      });
      const or1 = await orderWith(db(), {
        email: "c@example.com",
        state: "OR",
        createdAt: march("2031-03-15T12:00:00Z"),
        shippingMethod: "priority",
        taxCents: 0,
        items: [{ name: "Studs", unitPriceCents: 2_500, quantity: 1 }],
      });
      // Cancelled after capture in March: still a March sale, its refund in the month it was made (April).
      const ca3 = await orderWith(db(), {
        email: "d@example.com",
        status: "cancelled",
        paymentStatus: "refunded",
        createdAt: march("2031-03-20T12:00:00Z"),
        taxCents: 218,
        items: [{ name: "Cuff", unitPriceCents: 3_000, quantity: 1 }],
      });
      // Not counted in March: placed in February (shop time, 23:30 on the 28th), or April (00:30 on the 1st, PDT),
      // never captured (authorized, voided).
      const feb = await orderWith(db(), {
        email: "e@example.com",
        state: "NV",
        createdAt: march("2031-03-01T07:30:00Z"),
        taxCents: 685,
        items: [{ name: "Pendant", unitPriceCents: 10_000, quantity: 1 }],
      });
      await orderWith(db(), {
        email: "f@example.com",
        createdAt: march("2031-04-01T07:30:00Z"),
        items: [{ name: "April", unitPriceCents: 1_000, quantity: 1 }],
      });
      await orderWith(db(), {
        email: "g@example.com",
        status: "pending",
        createdAt: march("2031-03-10T12:00:00Z"),
        items: [{ name: "Held", unitPriceCents: 1_000, quantity: 1 }],
      });
      await orderWith(db(), {
        email: "h@example.com",
        status: "cancelled",
        paymentStatus: "voided",
        createdAt: march("2031-03-10T12:00:00Z"),
        items: [{ name: "Void", unitPriceCents: 1_000, quantity: 1 }],
      });
      // Refunds: February's order refunded in March (counts in March under NV); one made at 23:00 on 31 March shop
      // time (counts in March); one at 00:30 on 1 April shop time and the cancellation's (count in April); a failed
      // and a pending one (never count).
      await refundOf(db(), feb.id, 2_000, march("2031-03-02T18:00:00Z"));
      await refundOf(db(), ca1.id, 1_500, march("2031-04-01T06:00:00Z"));
      await refundOf(db(), ca2.id, 500, march("2031-04-01T07:30:00Z"));
      await refundOf(db(), ca3.id, ca3.totalCents, march("2031-04-02T16:00:00Z"));
      await refundOf(db(), or1.id, 700, march("2031-03-16T16:00:00Z"), "failed");
      await refundOf(db(), or1.id, 800, march("2031-03-16T17:00:00Z"), "pending");

      const answer = await report("?month=2031-03", admin.accessToken);

      expect(answer.status).toBe(200);
      // By hand: CA gross = (40 − 4) + 20 + 30, taxable the same (tax charged on each), shipping 15, tax 2.61 + 1.45 +
      // 2.18.
      // She is registered nowhere: all the tax collected (the spec's every-state rule) was not due.
      const ca = {
        state: "CA",
        registered: false,
        orders: 3,
        grossSales: 86,
        taxableSales: 86,
        shipping: 15,
        taxCollected: 6.24,
        taxCollectedRegistered: 0,
        taxCollectedNotDue: 6.24,
        refunded: 15,
      };
      const nv = {
        state: "NV",
        registered: false,
        orders: 0,
        grossSales: 0,
        taxableSales: 0,
        shipping: 0,
        taxCollected: 0,
        taxCollectedRegistered: 0,
        taxCollectedNotDue: 0,
        refunded: 20,
      };
      const or = {
        state: "OR",
        registered: false,
        orders: 1,
        grossSales: 25,
        taxableSales: 0,
        shipping: 25,
        taxCollected: 0,
        taxCollectedRegistered: 0,
        taxCollectedNotDue: 0,
        refunded: 0,
      };
      expect(answer.body.data).toEqual({
        month: "2031-03",
        timeZone: "America/Los_Angeles",
        rows: [ca, nv, or],
        totals: {
          orders: 4,
          grossSales: 111,
          taxableSales: 86,
          shipping: 40,
          taxCollected: 6.24,
          taxCollectedRegistered: 0,
          taxCollectedNotDue: 6.24,
          refunded: 35,
        },
      });
      // The totals against the orders themselves: every counted order's figures summed.
      const counted = [ca1, ca2, or1, ca3];
      expect(answer.body.data.totals.taxCollected * 100).toBeCloseTo(
        counted.reduce((sum, order) => sum + order.taxCents, 0),
        6,
      );
      expect(answer.body.data.totals.shipping * 100).toBeCloseTo(
        counted.reduce((sum, order) => sum + order.shippingCents, 0),
        6,
      );
      expect(answer.body.data.totals.grossSales * 100).toBeCloseTo(
        counted.reduce((sum, order) => sum + order.subtotalCents - order.discountCents, 0),
        6,
      );

      // April sees the refunds made in April, February its own order and no refund.
      const april = await report("?month=2031-04", admin.accessToken);
      expect(april.body.data.rows).toEqual([
        {
          state: "CA",
          registered: false,
          orders: 1,
          grossSales: 10,
          taxableSales: 10,
          shipping: 0,
          taxCollected: 0.73,
          taxCollectedRegistered: 0,
          taxCollectedNotDue: 0.73,
          refunded: (500 + ca3.totalCents) / 100,
        },
      ]);
      const february = await report("?month=2031-02", admin.accessToken);
      expect(february.body.data.rows).toEqual([
        {
          state: "NV",
          registered: false,
          orders: 1,
          grossSales: 100,
          taxableSales: 100,
          shipping: 0,
          taxCollected: 6.85,
          taxCollectedRegistered: 0,
          taxCollectedNotDue: 6.85,
          refunded: 0,
        },
      ]);
    });

    test("a refund the bank sent back counts in the month it was given and comes back out in the month it returned", async () => {
      const admin = await createAdmin(db());
      const order = await orderWith(db(), {
        email: "returned@example.com",
        state: "WA",
        createdAt: new Date("2031-05-10T12:00:00Z"),
        taxCents: 0,
        items: [{ name: "Locket", unitPriceCents: 6_000, quantity: 1 }],
      });
      // Given on 20 May, sent back by the bank on 3 June (shop time).
      await db().orderRefund.create({
        data: {
          orderId: order.id,
          amountCents: 2_500,
          reason: "Scratched",
          idempotencyKey: `books-returned-${order.id}`,
          status: "returned",
          createdAt: new Date("2031-05-20T18:00:00Z"),
          settledAt: new Date("2031-05-20T18:00:00Z"),
          returnedAt: new Date("2031-06-03T18:00:00Z"),
        },
      });
      // Given and sent back within July: nothing refunded that month.
      await db().orderRefund.create({
        data: {
          orderId: order.id,
          amountCents: 1_000,
          reason: "Again",
          idempotencyKey: `books-returned-july-${order.id}`,
          status: "returned",
          createdAt: new Date("2031-07-02T18:00:00Z"),
          settledAt: new Date("2031-07-02T18:00:00Z"),
          returnedAt: new Date("2031-07-09T18:00:00Z"),
        },
      });

      const refundedIn = async (month: string) =>
        (await report(`?month=${month}`, admin.accessToken)).body.data.rows.find((row) => row.state === "WA")?.refunded;
      expect(await refundedIn("2031-05")).toBe(25);
      expect(await refundedIn("2031-06")).toBe(-25);
      expect(await refundedIn("2031-07")).toBe(0);
      // In the CSV the negative month is a number a spreadsheet sums, not text defused with a leading '.
      const june = await (
        await salesTax(
          apiRequest("GET", "/api/admin/reports/sales-tax?month=2031-06&format=csv", { token: admin.accessToken }),
          { params: Promise.resolve({}) },
        )
      ).text();
      expect(rowsOf(june).slice(1)).toEqual([
        ["WA", "no", "0", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "-25.00"],
        ["Total", "", "0", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "-25.00"],
      ]);
      expect(june).not.toContain("'");
      // The order's own line counts only what the buyer has: nothing.
      const csv = await (
        await exportOrders(
          apiRequest("GET", "/api/admin/orders/export.csv?from=2031-05-01&to=2031-05-31", { token: admin.accessToken }),
          { params: Promise.resolve({}) },
        )
      ).text();
      const [header, line] = rowsOf(csv);
      expect(line?.[header?.indexOf("refunded") ?? -1]).toBe("0.00");
    });

    test("format=csv downloads the same columns with a totals row; tax where she is registered apart from tax not due", async () => {
      const admin = await createAdmin(db());
      await db().taxRegistration.create({ data: { state: "WA" } });
      await orderWith(db(), {
        email: "csv@example.com",
        state: "WA",
        createdAt: new Date("2032-06-15T19:00:00Z"),
        taxCents: 325,
        items: [{ name: "Ring", unitPriceCents: 5_000, quantity: 1 }],
      });
      await orderWith(db(), {
        email: "csv2@example.com",
        state: "TX",
        createdAt: new Date("2032-06-16T19:00:00Z"),
        shippingMethod: "express",
        taxCents: 125,
        items: [{ name: "Ring", unitPriceCents: 2_000, quantity: 1 }],
      });

      const json = await report("?month=2032-06", admin.accessToken);
      expect(json.body.data.rows.map((row) => [row.state, row.registered])).toEqual([
        ["TX", false],
        ["WA", true],
      ]);
      expect(json.body.data.totals).toMatchObject({
        taxCollected: 4.5,
        taxCollectedRegistered: 3.25,
        taxCollectedNotDue: 1.25,
      });

      const response = await salesTax(
        apiRequest("GET", "/api/admin/reports/sales-tax?month=2032-06&format=csv", { token: admin.accessToken }),
        { params: Promise.resolve({}) },
      );

      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="atelier-sales-tax-2032-06.csv"');
      // Response.text() drops a BOM as it decodes: the bytes show it was sent.
      expect([...new Uint8Array(await response.clone().arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = await response.text();
      expect(rowsOf(text)).toEqual([
        [
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
        ],
        ["TX", "no", "1", "20.00", "20.00", "15.00", "1.25", "0.00", "1.25", "0.00"],
        ["WA", "yes", "1", "50.00", "50.00", "0.00", "3.25", "3.25", "0.00", "0.00"],
        ["Total", "", "2", "70.00", "70.00", "15.00", "4.50", "3.25", "1.25", "0.00"],
      ]);
    });

    test("a month that cannot be read is a 400 naming it; only an admin may see the report", async () => {
      const admin = await createAdmin(db());
      const member = await createUser(db());
      for (const [query, field] of [
        ["", "month"],
        ["?month=2031-13", "month"],
        ["?month=March", "month"],
        ["?month=2031-03&format=xml", "format"],
      ] as const) {
        const answer = await report(query, admin.accessToken);
        expect(answer.status, query).toBe(400);
        expect(answer.body.details?.map((detail) => detail.path)).toContain(field);
      }
      expect((await report("?month=2031-03")).status).toBe(401);
      expect((await report("?month=2031-03", member.accessToken)).status).toBe(403);
    });
  });
});
