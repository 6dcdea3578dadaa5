import "server-only";
import { calendarDateOf, type CalendarDate } from "@/lib/calendar";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { decodeCursor, encodeCursor } from "@/lib/pagination/cursor";
import { ADMIN_ORDERS_DEFAULT, ADMIN_ORDERS_MAX } from "@/lib/orders/desk/admin-list-limits";
import type { OrderStatus, PaymentStatus } from "@/lib/generated/prisma/enums";
import { formatOrderNumber, ORDER_STATUSES } from "@/lib/orders/order-display";
import { refundFiguresByOrder } from "@/lib/orders/refunds/ledger";
import { escapeLike } from "@/lib/sql-like";

/** One line of an order as the maker makes and packs it: the piece, how many, the size chosen and the buyer's text. */
export type AdminOrderLine = {
  name: string;
  quantity: number;
  variantName: string | null;
  variantLabel: string | null;
  personalization: string | null;
};

/** One row of the admin's order list: cents, ISO date, how many pieces were bought, which, and the day it ships by. */
export type AdminOrderRow = {
  id: string;
  number: string;
  email: string;
  createdAt: string;
  totalCents: number;
  /** What a discount code took off (0 and null without one). */
  discountCents: number;
  /** What the buyer paid for shipping (a refund's usual amount). */
  shippingCents: number;
  /** What has been refunded so far, and what can still be refunded (0 unless the payment is captured). */
  refundedCents: number;
  remainingCents: number;
  discountCode: string | null;
  status: OrderStatus;
  /** Where the money stands: authorized (held), captured, voided (never taken) or refunded. */
  paymentStatus: PaymentStatus;
  /** The maker's cancellation is under way (the refund is being made): no other move until it ends. */
  cancelling: boolean;
  /** Why the last cancellation did not go through (the payment service's words), until the next attempt. */
  cancellationError: string | null;
  itemCount: number;
  /** The day the order ships by, promised at checkout ("YYYY-MM-DD"); null on orders from before promises. */
  shipBy: CalendarDate | null;
  /** Its lines in the order they were bought. */
  lines: AdminOrderLine[];
};

/** How many orders match the search and dates in each status, and in all (`all`): the status tabs' counts. */
export type AdminOrderCounts = Record<OrderStatus | "all", number>;

export type AdminOrderList = {
  orders: AdminOrderRow[];
  total: number;
  nextCursor: string | null;
  counts: AdminOrderCounts;
};

export type AdminOrderSearch = {
  q?: string;
  status?: OrderStatus;
  from?: CalendarDate;
  to?: CalendarDate;
  cursor?: string;
  limit?: number;
};

/** The order number as buyers write it ("#CD34EF56", "cd34"): its letters and digits, or null if it cannot be one. */
function orderNumberPart(q: string): string | null {
  const part = q.replace(/^#/, "").trim();
  return /^[0-9a-z]{1,8}$/i.test(part) ? part : null;
}

/** What the search and the dates keep, as SQL over `orders o` (every value a bound parameter). */
function matching({ q, from, to }: AdminOrderSearch): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (q) {
    const contains = `%${escapeLike(q)}%`;
    const number = orderNumberPart(q);
    conditions.push(Prisma.sql`(
      ${number === null ? Prisma.sql`FALSE` : Prisma.sql`right(o.id, 8) ILIKE ${`%${escapeLike(number)}%`}`}
      OR o.email ILIKE ${contains}
      OR concat_ws(' ', o.shipping_address->>'first_name', o.shipping_address->>'last_name') ILIKE ${contains}
      OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.personalization ILIKE ${contains})
    )`);
  }
  // Days in the shop's time zone: `from` at its midnight there, `to` up to the next day's.
  const zone = env().SHOP_TIME_ZONE;
  if (from)
    conditions.push(Prisma.sql`(o.created_at AT TIME ZONE 'UTC') >= (${from}::date::timestamp AT TIME ZONE ${zone})`);
  if (to)
    conditions.push(
      Prisma.sql`(o.created_at AT TIME ZONE 'UTC') < ((${to}::date + 1)::timestamp AT TIME ZONE ${zone})`,
    );
  return conditions;
}

function whereClause(conditions: readonly Prisma.Sql[]): Prisma.Sql {
  return conditions.length === 0 ? Prisma.empty : Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`;
}

/**
 * The admin's orders (docs/api.md, Admin), newest first, one page at a time: found by order number, email, the buyer's
 * name or engraving text, within days of the shop's time zone, of one status or all. `counts` gives every status's
 * matches for the same search, so the tabs show what each holds. The cursor names the last row shown by its time and
 * id, so orders that arrive meanwhile never shift a page.
 */
export async function listOrdersForAdmin(search: AdminOrderSearch = {}): Promise<AdminOrderList> {
  const limit = Math.min(Math.max(search.limit ?? ADMIN_ORDERS_DEFAULT, 1), ADMIN_ORDERS_MAX);
  const conditions = matching(search);
  const after = search.cursor ? decodeCursor(search.cursor) : null;
  const listed = [
    ...conditions,
    ...(search.status ? [Prisma.sql`o.status = ${search.status}::"OrderStatus"`] : []),
    ...(after ? [Prisma.sql`(o.created_at, o.id) < (${after.at}, ${after.id})`] : []),
  ];
  const [page, byStatus] = await Promise.all([
    db.$queryRaw<{ id: string; created_at: Date }[]>`
      SELECT o.id, o.created_at FROM orders o ${whereClause(listed)}
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT ${limit + 1}`,
    db.$queryRaw<{ status: OrderStatus; count: bigint }[]>`
      SELECT o.status, count(*) AS count FROM orders o ${whereClause(conditions)} GROUP BY o.status`,
  ]);
  const counts = Object.fromEntries([...ORDER_STATUSES.map((status) => [status, 0]), ["all", 0]]) as AdminOrderCounts;
  for (const row of byStatus) {
    counts[row.status] = Number(row.count);
    counts.all += Number(row.count);
  }
  const shown = page.slice(0, limit);
  const last = shown.at(-1);
  return {
    orders: await rowsOf(shown.map((row) => row.id)),
    total: search.status ? counts[search.status] : counts.all,
    nextCursor: page.length > limit && last ? encodeCursor({ at: last.created_at, id: last.id }) : null,
    counts,
  };
}

/** These orders as the admin's list shows them, in the order given. */
async function rowsOf(ids: readonly string[]): Promise<AdminOrderRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.order.findMany({
    where: { id: { in: [...ids] } },
    select: {
      id: true,
      email: true,
      createdAt: true,
      totalCents: true,
      discountCents: true,
      discountCode: true,
      shippingCents: true,
      status: true,
      paymentStatus: true,
      cancellationStartedAt: true,
      cancellationError: true,
      shipBy: true,
      items: {
        select: { productName: true, quantity: true, variantName: true, variantLabel: true, personalization: true },
        orderBy: { id: "asc" },
      },
    },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const refunds = await refundFiguresByOrder(ids);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const refund = refunds.get(id) ?? { refundedCents: 0, heldCents: 0 };
    return [
      {
        id: row.id,
        number: formatOrderNumber(row.id),
        email: row.email,
        createdAt: row.createdAt.toISOString(),
        totalCents: row.totalCents,
        discountCents: row.discountCents,
        discountCode: row.discountCode,
        shippingCents: row.shippingCents,
        refundedCents: refund.refundedCents,
        remainingCents: row.paymentStatus === "captured" ? Math.max(0, row.totalCents - refund.heldCents) : 0,
        status: row.status,
        paymentStatus: row.paymentStatus,
        cancelling: row.cancellationStartedAt !== null,
        cancellationError: row.cancellationError,
        itemCount: row.items.reduce((sum, item) => sum + item.quantity, 0),
        shipBy: row.shipBy ? calendarDateOf(row.shipBy) : null,
        lines: row.items.map((item) => ({
          name: item.productName,
          quantity: item.quantity,
          variantName: item.variantName,
          variantLabel: item.variantLabel,
          personalization: item.personalization,
        })),
      },
    ];
  });
}
