import "server-only";
import { db } from "@/lib/db";
import { ADMIN_ORDERS_DEFAULT, ADMIN_ORDERS_MAX } from "@/lib/orders/admin-list-limits";
import type { OrderStatus, PaymentStatus } from "@/lib/generated/prisma/enums";
import { formatOrderNumber } from "@/lib/orders/order-display";


/** One row of the admin's order list: dollars, ISO date, and how many pieces were bought. */
export type AdminOrderRow = {
  id: string;
  number: string;
  email: string;
  createdAt: string;
  totalCents: number;
  status: OrderStatus;
  /** Where the money stands: authorized (held), captured, voided (never taken) or refunded. */
  paymentStatus: PaymentStatus;
  /** The maker's cancellation is under way (the refund is being made): no other move until it ends. */
  cancelling: boolean;
  /** Why the last cancellation did not go through (the payment service's words), until the next attempt. */
  cancellationError: string | null;
  itemCount: number;
};

type AdminOrderList = { orders: AdminOrderRow[]; total: number };

/** Every customer's orders, newest first (`limit` of them), optionally of one status; `total` counts all matches. */
export async function listOrdersForAdmin({ status, limit = ADMIN_ORDERS_DEFAULT }: { status?: OrderStatus; limit?: number } = {}): Promise<AdminOrderList> {
  const where = status ? { status } : {};
  const [rows, total] = await Promise.all([
    db.order.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: Math.min(Math.max(limit, 1), ADMIN_ORDERS_MAX),
      select: {
        id: true,
        email: true,
        createdAt: true,
        totalCents: true,
        status: true,
        paymentStatus: true,
        cancellationStartedAt: true,
        cancellationError: true,
        items: { select: { quantity: true } },
      },
    }),
    db.order.count({ where }),
  ]);
  const orders = rows.map((row) => ({
    id: row.id,
    number: formatOrderNumber(row.id),
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    totalCents: row.totalCents,
    status: row.status,
    paymentStatus: row.paymentStatus,
    cancelling: row.cancellationStartedAt !== null,
    cancellationError: row.cancellationError,
    itemCount: row.items.reduce((sum, item) => sum + item.quantity, 0),
  }));
  return { orders, total };
}
