import "server-only";
import type { Tx } from "@/lib/db";
import { ConflictError } from "@/lib/errors";
import { sumRefunds } from "@/lib/orders/refunds/ledger";
import type { GatewayRefund } from "@/lib/payments/gateway";

/**
 * A cancellation waits for a partial refund still under way (409 refund_in_progress): the full refund it makes is
 * what remains after the partial ones, which is known only once they have settled. Called under the order's lock.
 */
export async function refuseWhileRefundPending(tx: Tx, orderId: string): Promise<void> {
  const pending = await tx.orderRefund.count({ where: { orderId, status: "pending" } });
  if (pending > 0)
    throw new ConflictError(
      "A refund of this order is still under way. Cancel it once that refund has finished.",
      "refund_in_progress",
    );
}

/**
 * The cancellation's full refund in the ledger, so the books see every refund: what remained of the order after the
 * maker's partial refunds. Written in the transaction that finishes the cancellation; once per order. `refund` is
 * the gateway's (null when it was made before a crash and is not known again): given back, the row is settled; still
 * with the bank, or failed, it is pending with the gateway's id, for the refund event or the scheduled work to settle.
 */
export async function recordCancellationRefund(
  tx: Tx,
  order: { id: string; totalCents: number },
  refund: GatewayRefund | null,
): Promise<void> {
  const remaining = order.totalCents - (await sumRefunds(tx, order.id, ["succeeded"]));
  if (remaining <= 0) return;
  const now = new Date();
  const settled = refund === null || refund.status === "succeeded";
  await tx.orderRefund.createMany({
    data: [
      {
        orderId: order.id,
        amountCents: remaining,
        reason: "Order cancelled",
        idempotencyKey: `cancellation:${order.id}`,
        gatewayRefundId: refund?.id ?? null,
        status: settled ? "succeeded" : "pending",
        createdAt: now,
        settledAt: settled ? now : null,
      },
    ],
    skipDuplicates: true,
  });
}
