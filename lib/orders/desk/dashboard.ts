import "server-only";
import { calendarDateOf, type CalendarDate } from "@/lib/calendar";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { isOverdue } from "@/lib/orders/desk/admin-order";
import { formatOrderNumber } from "@/lib/orders/order-display";

/** How many weeks of sales the dashboard draws, this one included. */
export const SALES_WEEKS = 12;
/** How many of the orders to ship the dashboard lists at once (the count says how many there are in all). */
export const TO_SHIP_SHOWN = 25;
/**
 * A payment still held, or a cancellation still under way, this long after its last step is stuck: the reconciler
 * retries each within minutes.
 */
export const STUCK_MINUTES = 15;
/** How many best-selling pieces the dashboard names. */
export const BEST_SELLERS_SHOWN = 5;

/** An order waiting to be shipped, oldest first, with its promised day and whether that day has passed. */
export type OrderToShip = {
  id: string;
  number: string;
  email: string;
  createdAt: string;
  shipBy: CalendarDate | null;
  overdue: boolean;
  pieces: number;
};

/** An order whose payment has not moved on: still only authorized, or a cancellation whose refund has not finished. */
export type StuckPayment = {
  id: string;
  number: string;
  email: string;
  kind: "authorized" | "cancelling";
  since: string;
};

/** One week of sales (Monday, in the shop's time zone): what captured orders came to, and how many there were. */
export type SalesWeek = { weekStart: CalendarDate; salesCents: number; orders: number };

export type BestSeller = { productId: string | null; name: string; quantity: number; salesCents: number };

/** The orders to ship (processing, no cancellation under way), oldest first, and how many there are in all. */
export async function listOrdersToShip(now = new Date()): Promise<{ orders: OrderToShip[]; total: number }> {
  const where = { status: "processing", cancellationStartedAt: null } as const;
  const [rows, total] = await Promise.all([
    db.order.findMany({
      where,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: TO_SHIP_SHOWN,
      select: {
        id: true,
        email: true,
        createdAt: true,
        shipBy: true,
        status: true,
        items: { select: { quantity: true } },
      },
    }),
    db.order.count({ where }),
  ]);
  const orders = rows.map((row) => {
    const shipBy = row.shipBy ? calendarDateOf(row.shipBy) : null;
    return {
      id: row.id,
      number: formatOrderNumber(row.id),
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      shipBy,
      overdue: isOverdue(row.status, shipBy, now),
      pieces: row.items.reduce((sum, item) => sum + item.quantity, 0),
    };
  });
  return { orders, total };
}

/** Payments stuck for more than STUCK_MINUTES: held but never captured, or a cancellation's refund not finished. */
export async function listStuckPayments(now = new Date()): Promise<StuckPayment[]> {
  const before = new Date(now.getTime() - STUCK_MINUTES * 60_000);
  const rows = await db.order.findMany({
    where: {
      OR: [
        { status: "pending", paymentStatus: "authorized", cancellationStartedAt: null, updatedAt: { lt: before } },
        { cancellationStartedAt: { lt: before } },
      ],
    },
    orderBy: [{ updatedAt: "asc" }, { id: "asc" }],
    select: { id: true, email: true, updatedAt: true, cancellationStartedAt: true },
  });
  return rows.map((row) => ({
    id: row.id,
    number: formatOrderNumber(row.id),
    email: row.email,
    kind: row.cancellationStartedAt ? "cancelling" : "authorized",
    since: (row.cancellationStartedAt ?? row.updatedAt).toISOString(),
  }));
}

// Weeks are Mondays in the shop's time zone, from SALES_WEEKS − 1 weeks before this one to this one. Sales are orders
// whose payment is captured now: a refunded or never-charged order brought nothing in.

/** Sales by week over the last SALES_WEEKS weeks, oldest first, weeks without a sale included as zero. */
export async function weeklySales(now = new Date()): Promise<SalesWeek[]> {
  const zone = env().SHOP_TIME_ZONE;
  const rows = await db.$queryRaw<{ week: string; cents: number; orders: number }[]>`
    WITH this_week AS (SELECT date_trunc('week', ${now}::timestamptz AT TIME ZONE ${zone}) AS start),
         weeks AS (SELECT generate_series((SELECT start FROM this_week) - make_interval(weeks => ${SALES_WEEKS - 1}), (SELECT start FROM this_week), interval '1 week') AS start),
         sold AS (SELECT date_trunc('week', (o.created_at AT TIME ZONE 'UTC') AT TIME ZONE ${zone}) AS start, o.total_cents
                    FROM orders o
                   WHERE o.payment_status = 'captured'
                     AND (o.created_at AT TIME ZONE 'UTC') AT TIME ZONE ${zone} >= (SELECT min(start) FROM weeks))
    SELECT to_char(w.start, 'YYYY-MM-DD') AS week, COALESCE(SUM(s.total_cents), 0)::int AS cents, COUNT(s.start)::int AS orders
      FROM weeks w LEFT JOIN sold s ON s.start = w.start
     GROUP BY w.start ORDER BY w.start`;
  return rows.map((row) => ({ weekStart: row.week, salesCents: row.cents, orders: row.orders }));
}

/** The pieces sold most (by count, then by money) over the same weeks. */
export async function bestSellers(now = new Date()): Promise<BestSeller[]> {
  const zone = env().SHOP_TIME_ZONE;
  const rows = await db.$queryRaw<{ product_id: string | null; name: string; quantity: number; cents: number }[]>`
    SELECT i.product_id, max(i.product_name) AS name, SUM(i.quantity)::int AS quantity, SUM(i.quantity * i.unit_price_cents)::int AS cents
      FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE o.payment_status = 'captured'
       AND (o.created_at AT TIME ZONE 'UTC') AT TIME ZONE ${zone}
           >= date_trunc('week', ${now}::timestamptz AT TIME ZONE ${zone}) - make_interval(weeks => ${SALES_WEEKS - 1})
     GROUP BY i.product_id, CASE WHEN i.product_id IS NULL THEN i.product_name END
     ORDER BY quantity DESC, cents DESC, name
     LIMIT ${BEST_SELLERS_SHOWN}`;
  return rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    quantity: row.quantity,
    salesCents: row.cents,
  }));
}

/** What an order came to on average over the weeks given (0 without orders), rounded to the cent. */
export function averageOrderCents(weeks: readonly SalesWeek[]): number {
  const orders = weeks.reduce((sum, week) => sum + week.orders, 0);
  return orders === 0 ? 0 : Math.round(weeks.reduce((sum, week) => sum + week.salesCents, 0) / orders);
}
