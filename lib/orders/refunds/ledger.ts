import "server-only";
import { db, transaction, type Tx } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import type { OrderRefund, PaymentStatus } from "@/lib/generated/prisma/client";
import { ORDER_NOT_FOUND } from "@/lib/orders/queries";

/** A refund as the API answers it, with where the order's money stands after it. Cents inside. */
export type RefundAnswer = {
  id: string;
  orderId: string;
  amountCents: number;
  reason: string;
  status: OrderRefund["status"];
  createdAt: Date;
  settledAt: Date | null;
  /** What has been given back of the order so far (succeeded refunds). */
  refundedCents: number;
  /** What can still be refunded: the captured total less refunds succeeded or under way. */
  remainingCents: number;
  paymentStatus: PaymentStatus;
};

/** The order's row as a refund reads it under its lock. */
export type LockedOrder = { total_cents: number; payment_status: PaymentStatus; cancelling: boolean };

/** Locks the order's row for the transaction: every phase that weighs a refund against the total takes it first. */
export async function lockOrder(tx: Tx, orderId: string): Promise<LockedOrder> {
  const rows = await tx.$queryRaw<LockedOrder[]>`
    SELECT total_cents, payment_status, cancellation_started_at IS NOT NULL AS cancelling FROM orders WHERE id = ${orderId} FOR UPDATE`;
  const order = rows[0];
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND, "order_not_found");
  return order;
}

/** Cents of the order's refunds in these states. */
export async function sumRefunds(tx: Tx, orderId: string, statuses: OrderRefund["status"][]): Promise<number> {
  const { _sum } = await tx.orderRefund.aggregate({
    where: { orderId, status: { in: statuses } },
    _sum: { amountCents: true },
  });
  return _sum.amountCents ?? 0;
}

/** The refund with where its order stands now. */
export async function answerFor(refundId: string): Promise<RefundAnswer> {
  // One transaction, so the sums and the order are read as of one moment.
  const { refund, refunded, held } = await transaction(async (tx) => {
    const found = await tx.orderRefund.findUniqueOrThrow({
      where: { id: refundId },
      include: { order: { select: { totalCents: true, paymentStatus: true } } },
    });
    return {
      refund: found,
      refunded: await sumRefunds(tx, found.orderId, ["succeeded"]),
      held: await sumRefunds(tx, found.orderId, ["pending", "succeeded"]),
    };
  });
  const { order, ...row } = refund;
  return {
    id: row.id,
    orderId: row.orderId,
    amountCents: row.amountCents,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt,
    settledAt: row.settledAt,
    refundedCents: refunded,
    remainingCents: Math.max(0, order.totalCents - held),
    paymentStatus: order.paymentStatus,
  };
}

/** Of each of these orders: cents refunded (succeeded) and cents held (succeeded or under way). */
export async function refundFiguresByOrder(
  orderIds: readonly string[],
): Promise<Map<string, { refundedCents: number; heldCents: number }>> {
  const figures = new Map<string, { refundedCents: number; heldCents: number }>();
  if (orderIds.length === 0) return figures;
  const rows = await db.orderRefund.groupBy({
    by: ["orderId", "status"],
    where: { orderId: { in: [...orderIds] }, status: { in: ["pending", "succeeded"] } },
    _sum: { amountCents: true },
  });
  for (const row of rows) {
    const cents = row._sum.amountCents ?? 0;
    const current = figures.get(row.orderId) ?? { refundedCents: 0, heldCents: 0 };
    figures.set(row.orderId, {
      refundedCents: current.refundedCents + (row.status === "succeeded" ? cents : 0),
      heldCents: current.heldCents + cents,
    });
  }
  return figures;
}
