// Browser-safe (no server-only): the server enforces these transitions and the admin dashboard offers them.
import type { KnownOrderStatus } from "@/lib/orders/order-display";

/**
 * Where an order may go next: processing → shipped → delivered, or processing → cancelled. A pending order (its
 * payment held, the capture under way) may be cancelled too: the authorization is then voided. Nothing moves
 * backwards; delivered and cancelled are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<KnownOrderStatus, readonly KnownOrderStatus[]>> = {
  pending: ["cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

/** The statuses an order in `from` may be moved to, in the order the dashboard offers them. */
export function allowedNextStatuses(from: KnownOrderStatus): readonly KnownOrderStatus[] {
  return ORDER_TRANSITIONS[from];
}

/** Whether the admin may move an order from `from` to `to`. */
export function canMoveOrder(from: KnownOrderStatus, to: KnownOrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The button that moves an order to `next`. */
export const STATUS_ACTION_LABELS: Readonly<Record<KnownOrderStatus, string>> = {
  pending: "Mark pending",
  processing: "Mark processing",
  shipped: "Mark shipped",
  delivered: "Mark delivered",
  cancelled: "Cancel & refund",
};

/** Asked before a cancellation, which refunds the buyer and cannot be undone. */
export const CANCEL_CONFIRMATION = "Are you sure you want to cancel this order? The payment will be refunded.";
