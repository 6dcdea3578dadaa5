import { describe, expect, test } from "vitest";
import {
  averageOrderCents,
  bestSellers,
  listOrdersToShip,
  listStuckPayments,
  weeklySales,
} from "@/lib/orders/desk/dashboard";
import { createOrder } from "../factories/orders";
import { useTestDatabase } from "../support/database";

// A Wednesday noon in the shop's time zone (America/Los_Angeles, UTC−7 in June): the week began Monday 2099-06-15.
const NOW = new Date("2099-06-17T19:00:00Z");
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe("the admin dashboard's figures", () => {
  const database = useTestDatabase();
  const db = () => database.client();

  test("sales by week over 12 weeks in the shop's time zone, captured orders only; best sellers; the average order", async () => {
    await createOrder(db(), {
      email: "a@example.com",
      taxCents: 0,
      createdAt: new Date("2099-06-16T18:00:00Z"),
      items: [{ name: "Moon Ring", unitPriceCents: 5_000, quantity: 2 }],
    });
    // Sunday 23:00 in Los Angeles, though Monday in UTC: the week before.
    await createOrder(db(), {
      email: "b@example.com",
      taxCents: 0,
      createdAt: new Date("2099-06-15T06:00:00Z"),
      items: [{ name: "Star Studs", unitPriceCents: 3_000, quantity: 1 }],
    });
    await createOrder(db(), {
      email: "c@example.com",
      status: "cancelled",
      taxCents: 0,
      createdAt: new Date("2099-06-16T18:00:00Z"),
      items: [{ name: "Refunded Cuff", unitPriceCents: 9_000, quantity: 5 }],
    });
    await createOrder(db(), {
      email: "d@example.com",
      taxCents: 0,
      createdAt: new Date("2099-03-01T18:00:00Z"),
      items: [{ name: "Old Chain", unitPriceCents: 9_000, quantity: 5 }],
    });

    const weeks = await weeklySales(NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ weekStart: "2099-03-30", salesCents: 0, orders: 0 });
    expect(weeks.slice(-2)).toEqual([
      { weekStart: "2099-06-08", salesCents: 3_000, orders: 1 },
      { weekStart: "2099-06-15", salesCents: 10_000, orders: 1 },
    ]);
    expect(weeks.slice(0, -2).every((week) => week.salesCents === 0 && week.orders === 0)).toBe(true);
    expect(averageOrderCents(weeks)).toBe(6_500);
    expect(await bestSellers(NOW)).toEqual([
      { productId: null, name: "Moon Ring", quantity: 2, salesCents: 10_000 },
      { productId: null, name: "Star Studs", quantity: 1, salesCents: 3_000 },
    ]);
  });

  test("orders to ship come oldest first, a missed ship-by day marked overdue; stuck payments are those held or cancelling too long", async () => {
    const older = await createOrder(db(), {
      email: "older@example.com",
      shipBy: "2099-06-16",
      createdAt: new Date("2099-06-10T18:00:00Z"),
      items: [{ name: "A", unitPriceCents: 1_000, quantity: 3 }],
    });
    const newer = await createOrder(db(), {
      email: "newer@example.com",
      shipBy: "2099-06-20",
      createdAt: new Date("2099-06-12T18:00:00Z"),
      items: [{ name: "B", unitPriceCents: 1_000, quantity: 1 }],
    });
    await createOrder(db(), {
      email: "shipped@example.com",
      status: "shipped",
      items: [{ name: "C", unitPriceCents: 1_000, quantity: 1 }],
    });
    const cancellingLong = await createOrder(db(), {
      email: "slow@example.com",
      items: [{ name: "D", unitPriceCents: 1_000, quantity: 1 }],
    });
    const cancellingNow = await createOrder(db(), {
      email: "fresh@example.com",
      items: [{ name: "E", unitPriceCents: 1_000, quantity: 1 }],
    });
    await db().order.update({ where: { id: cancellingLong.id }, data: { cancellationStartedAt: minutesBefore(20) } });
    await db().order.update({ where: { id: cancellingNow.id }, data: { cancellationStartedAt: minutesBefore(5) } });
    const held = await createOrder(db(), {
      email: "held@example.com",
      status: "pending",
      items: [{ name: "F", unitPriceCents: 1_000, quantity: 1 }],
    });
    const justHeld = await createOrder(db(), {
      email: "just@example.com",
      status: "pending",
      items: [{ name: "G", unitPriceCents: 1_000, quantity: 1 }],
    });
    await db().$executeRaw`UPDATE orders SET updated_at = ${minutesBefore(30)} WHERE id = ${held.id}`;
    await db().$executeRaw`UPDATE orders SET updated_at = ${minutesBefore(2)} WHERE id = ${justHeld.id}`;

    const toShip = await listOrdersToShip(NOW);
    const mine = toShip.orders.filter((order) => [older.id, newer.id].includes(order.id));
    expect(mine.map((order) => [order.id, order.shipBy, order.overdue, order.pieces])).toEqual([
      [older.id, "2099-06-16", true, 3],
      [newer.id, "2099-06-20", false, 1],
    ]);
    expect(toShip.orders.map((order) => order.id)).not.toContain(cancellingLong.id);

    const stuck = await listStuckPayments(NOW);
    expect(stuck.map((order) => [order.id, order.kind])).toEqual(
      expect.arrayContaining([
        [cancellingLong.id, "cancelling"],
        [held.id, "authorized"],
      ]),
    );
    expect(stuck.map((order) => order.id)).not.toContain(cancellingNow.id);
    expect(stuck.map((order) => order.id)).not.toContain(justHeld.id);
  });
});
