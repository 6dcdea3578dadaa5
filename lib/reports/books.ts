import "server-only";
import type { CalendarDate } from "@/lib/calendar";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

// What the maker's books read of the orders: sums and lines in cents, days in the shop's time zone (the caller's
// `zone`). lib/reports turns them into the export and the tax report; only this module reads the tables.

/** A day range in the shop's time zone, each end optional and inclusive. */
export type DayRange = { from?: CalendarDate; to?: CalendarDate };

/** `column` (a UTC timestamp) within [from's midnight, the day after to's midnight) in `zone`. */
function within(column: Prisma.Sql, zone: string, { from, to }: DayRange): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (from)
    conditions.push(Prisma.sql`(${column} AT TIME ZONE 'UTC') >= (${from}::date::timestamp AT TIME ZONE ${zone})`);
  if (to)
    conditions.push(Prisma.sql`(${column} AT TIME ZONE 'UTC') < ((${to}::date + 1)::timestamp AT TIME ZONE ${zone})`);
  return conditions;
}

const whereAll = (conditions: Prisma.Sql[]) =>
  conditions.length === 0 ? Prisma.empty : Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`;

/** One line of an order with the order's own figures, as the export lists it. */
export type BookLine = {
  orderId: string;
  /** The day the order was placed, in the shop's time zone. */
  placedOn: CalendarDate;
  status: string;
  email: string;
  name: string;
  state: string;
  postalCode: string;
  piece: string;
  variantName: string | null;
  variantLabel: string | null;
  personalization: string | null;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /** Succeeded refunds of the order, whenever they were made. */
  refundedCents: number;
  paymentIntentId: string;
  /** The line's place in its order (0 first), so order-wide figures can be written once. */
  lineIndex: number;
};

/** Every line of the orders placed within the days (all orders without a range), oldest order first. */
export async function listBookLines(zone: string, range: DayRange): Promise<BookLine[]> {
  const rows = await db.$queryRaw<
    (Omit<BookLine, "quantity" | "lineIndex"> & { quantity: number; lineIndex: bigint })[]
  >`
    SELECT o.id AS "orderId", to_char((o.created_at AT TIME ZONE 'UTC') AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS "placedOn",
           o.status::text AS status, o.email,
           trim(concat_ws(' ', o.shipping_address->>'first_name', o.shipping_address->>'last_name')) AS name,
           coalesce(o.shipping_address->>'state', '') AS state, coalesce(o.shipping_address->>'postal_code', '') AS "postalCode",
           i.product_name AS piece, i.variant_name AS "variantName", i.variant_label AS "variantLabel", i.personalization,
           i.quantity, i.unit_price_cents AS "unitPriceCents", o.discount_cents AS "discountCents", o.shipping_cents AS "shippingCents",
           o.tax_cents AS "taxCents", o.total_cents AS "totalCents",
           coalesce((SELECT sum(r.amount_cents) FROM order_refunds r WHERE r.order_id = o.id AND r.status = 'succeeded'), 0)::int AS "refundedCents",
           o.payment_intent_id AS "paymentIntentId",
           row_number() OVER (PARTITION BY o.id ORDER BY i.id) - 1 AS "lineIndex"
      FROM orders o JOIN order_items i ON i.order_id = o.id
      ${whereAll(within(Prisma.sql`o.created_at`, zone, range))}
     ORDER BY o.created_at, o.id, i.id`;
  return rows.map((row) => ({ ...row, lineIndex: Number(row.lineIndex) }));
}

/** A ship-to state's sales in a period, in cents. */
export type StateSales = {
  state: string;
  orders: number;
  grossSalesCents: number;
  taxableSalesCents: number;
  shippingChargedCents: number;
  taxCollectedCents: number;
  refundedCents: number;
};

// The state as the address snapshot holds it, upper case; an order without one (none exist today) groups under "".
const STATE = Prisma.sql`upper(trim(coalesce(o.shipping_address->>'state', '')))`;

/**
 * Per ship-to state: the paid orders placed in the period (captured, whatever happened later: a refund counts when
 * it is made) and the refunds that succeeded in it, whichever month their order was placed in, less those the bank
 * sent back in it.
 */
export async function salesByState(zone: string, range: Required<DayRange>): Promise<StateSales[]> {
  const sold = await db.$queryRaw<Omit<StateSales, "refundedCents">[]>`
    SELECT ${STATE} AS state, count(*)::int AS orders,
           sum(o.subtotal_cents - o.discount_cents)::int AS "grossSalesCents",
           sum(CASE WHEN o.tax_cents > 0 THEN o.subtotal_cents - o.discount_cents ELSE 0 END)::int AS "taxableSalesCents",
           sum(o.shipping_cents)::int AS "shippingChargedCents", sum(o.tax_cents)::int AS "taxCollectedCents"
      FROM orders o
     WHERE o.payment_status IN ('captured', 'refunded') AND ${Prisma.join(within(Prisma.sql`o.created_at`, zone, range), " AND ")}
     GROUP BY 1`;
  // A refund the bank later sent back (returned) still counts in the period it was given, as it did when that period
  // was reported, and is taken back out in the period it came back: a period once filed never changes.
  const refunded = await db.$queryRaw<{ state: string; refundedCents: number }[]>`
    SELECT state, sum(cents)::int AS "refundedCents" FROM (
      SELECT ${STATE} AS state, r.amount_cents AS cents
        FROM order_refunds r JOIN orders o ON o.id = r.order_id
       WHERE r.status IN ('succeeded', 'returned') AND ${Prisma.join(within(Prisma.sql`r.settled_at`, zone, range), " AND ")}
      UNION ALL
      SELECT ${STATE} AS state, -r.amount_cents AS cents
        FROM order_refunds r JOIN orders o ON o.id = r.order_id
       WHERE r.status = 'returned' AND ${Prisma.join(within(Prisma.sql`r.returned_at`, zone, range), " AND ")}
    ) AS moves
     GROUP BY 1`;
  const byState = new Map<string, StateSales>();
  const empty = (state: string): StateSales => ({
    state,
    orders: 0,
    grossSalesCents: 0,
    taxableSalesCents: 0,
    shippingChargedCents: 0,
    taxCollectedCents: 0,
    refundedCents: 0,
  });
  for (const row of sold) byState.set(row.state, { ...empty(row.state), ...row });
  for (const row of refunded)
    byState.set(row.state, { ...(byState.get(row.state) ?? empty(row.state)), refundedCents: row.refundedCents });
  return [...byState.values()].sort((a, b) => a.state.localeCompare(b.state));
}
