"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { AdminNotices, useAdminNotice } from "@/components/admin/admin-notices";
import { OrderMoveButtons } from "@/components/admin/orders/order-move-buttons";
import { moveOrder } from "@/lib/browser/admin-api";
import { ApiRequestError } from "@/lib/browser/api-error";
import { orderStatusLabel, type KnownOrderStatus } from "@/lib/orders/order-display";
import { CANCEL_CONFIRMATION } from "@/lib/orders/desk/status-rules";

const UPDATE_FAILED = "Could not update the order. Please try again.";

/** The order's other moves (delivered, cancel & refund): shipping has its own form, with the tracking. */
export function OrderMoves({
  orderId,
  number,
  moves,
}: {
  orderId: string;
  number: string;
  moves: readonly KnownOrderStatus[];
}) {
  const router = useRouter();
  const [moving, setMoving] = useState(false);
  const [notice, setNotice] = useAdminNotice();

  async function handleMove(next: KnownOrderStatus) {
    if (moving) return;
    // Cancelling refunds the buyer and cannot be undone: ask first.
    if (next === "cancelled" && !window.confirm(CANCEL_CONFIRMATION)) return;
    setNotice(null);
    setMoving(true);
    try {
      await moveOrder(orderId, { status: next });
      setNotice({ kind: "status", text: `Order #${number} is now ${orderStatusLabel(next).toLowerCase()}.` });
      router.refresh();
    } catch (error) {
      setNotice({
        kind: "error",
        text: error instanceof ApiRequestError ? error.display(UPDATE_FAILED) : UPDATE_FAILED,
      });
    } finally {
      setMoving(false);
    }
  }

  if (moves.length === 0) return null;
  return (
    <div className="mt-4">
      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />
      <OrderMoveButtons moves={moves} moving={moving} onMove={(next) => void handleMove(next)} />
    </div>
  );
}
