"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { AdminNotices, useAdminNotice } from "@/components/admin/admin-notices";
import { OrderList } from "@/components/admin/order-list";
import { apiFetch } from "@/lib/http/api-client";
import { ApiRequestError } from "@/lib/http/api-error";
import type { AdminOrderRow } from "@/lib/orders/admin-list";
import { orderStatusLabel, type KnownOrderStatus } from "@/lib/orders/order-display";
import { CANCEL_CONFIRMATION } from "@/lib/orders/status-rules";

const UPDATE_FAILED = "Could not update the order. Please try again.";


/** The dashboard's orders: the newest ones with their status, and a button for each step each may take next. */
export function AdminOrders({ orders, total }: { orders: AdminOrderRow[]; total: number }) {
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
      await apiFetch(`/api/admin/orders/${encodeURIComponent(order.id)}`, { method: "PATCH", body: { status: next } });
      setNotice({ kind: "status", text: `Order #${order.number} is now ${orderStatusLabel(next).toLowerCase()}.` });
      router.refresh();
    } catch (error) {
      setNotice({ kind: "error", text: error instanceof ApiRequestError ? error.display(UPDATE_FAILED) : UPDATE_FAILED });
    } finally {
      setMovingId(null);
    }
  }

  const shown = orders.length < total ? `The ${orders.length} newest of ${total} orders` : total === 1 ? "1 order" : `${total} orders`;

  return (
    <section aria-labelledby="admin-orders-heading" className="mt-16">
      <div className="mb-6">
        <h2 id="admin-orders-heading" className="font-display text-3xl font-semibold">
          Orders
        </h2>
        <p className="mt-1 text-sm text-muted">{shown}. Mark each one shipped, then delivered; the buyer is emailed when it ships.</p>
      </div>

      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />

      {orders.length === 0 ? (
        <p className="rounded-sm border border-dashed border-line bg-sand/60 px-6 py-12 text-center text-muted">No orders yet.</p>
      ) : (
        <OrderList orders={orders} onMove={handleMove} movingId={movingId} />
      )}
    </section>
  );
}
