"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { AdminNotices, useAdminNotice } from "@/components/admin/admin-notices";
import { OrderList } from "@/components/admin/orders/order-list";
import { moveOrder } from "@/lib/browser/admin-api";
import { ApiRequestError } from "@/lib/browser/api-error";
import type { AdminOrderRow } from "@/lib/orders/desk/admin-list";
import { orderStatusLabel, type KnownOrderStatus } from "@/lib/orders/order-display";
import { CANCEL_CONFIRMATION } from "@/lib/orders/desk/status-rules";

const UPDATE_FAILED = "Could not update the order. Please try again.";

type AdminOrdersProps = {
  orders: AdminOrderRow[];
  total: number;
  /** What the list holds, when it is not the newest orders of all (a search, a page further on). */
  summary?: string;
  /** What an empty list says. */
  empty?: string;
};

/** Orders with their status, and a button for each step each may take next: the dashboard's newest, or a search's. */
export function AdminOrders({ orders, total, summary, empty = "No orders yet." }: AdminOrdersProps) {
  const router = useRouter();
  const [movingId, setMovingId] = useState<string | null>(null);
  const [notice, setNotice] = useAdminNotice();

  async function handleMove(order: AdminOrderRow, next: KnownOrderStatus) {
    if (movingId !== null) return;
    // Cancelling refunds the buyer and cannot be undone: ask first.
    if (next === "cancelled" && !window.confirm(CANCEL_CONFIRMATION)) return;
    setNotice(null);
    setMovingId(order.id);
    try {
      await moveOrder(order.id, { status: next });
      setNotice({ kind: "status", text: `Order #${order.number} is now ${orderStatusLabel(next).toLowerCase()}.` });
      router.refresh();
    } catch (error) {
      setNotice({
        kind: "error",
        text: error instanceof ApiRequestError ? error.display(UPDATE_FAILED) : UPDATE_FAILED,
      });
    } finally {
      setMovingId(null);
    }
  }

  const shown =
    summary ??
    (orders.length < total
      ? `The ${orders.length} newest of ${total} orders`
      : total === 1
        ? "1 order"
        : `${total} orders`);

  return (
    <section aria-labelledby="admin-orders-heading" className="mt-16">
      <div className="mb-6">
        <h2 id="admin-orders-heading" className="font-display text-3xl font-semibold">
          Orders
        </h2>
        <p className="mt-1 text-sm text-muted">
          {shown}. Mark each one shipped, then delivered; the buyer is emailed when it ships.
        </p>
      </div>

      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />

      {orders.length === 0 ? (
        <p className="rounded-sm border border-dashed border-line bg-sand/60 px-6 py-12 text-center text-muted">
          {empty}
        </p>
      ) : (
        <OrderList orders={orders} onMove={handleMove} movingId={movingId} />
      )}
    </section>
  );
}
