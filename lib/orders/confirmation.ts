import "server-only";
import { db } from "@/lib/db";
import { orderWithItems, toOrderDto, type OrderDto } from "@/lib/orders/dto";

/** What the confirmation page may show (spec §2, §8 "Confirmation page"). */
export type OrderConfirmation =
  | { kind: "found"; order: OrderDto }
  | { kind: "missing-id" }
  | { kind: "not-found" }
  | { kind: "not-yours" };

/** Who is looking: the signed-in member (or null) and the guest order this browser's cookie names (or null). */
export type ConfirmationViewer = { userId: string | null; guestOrderId: string | null };

/**
 * The order for its confirmation page, only for its buyer: the member who owns it, or the browser that placed it
 * as a guest (the signed atelier_guest_order cookie). A missing or literal "undefined" id (a client that lost the
 * id, spec §2) is its own case; anyone else's order is "not yours" and none of its details leave the server.
 */
export async function getOrderConfirmation(orderId: string | undefined, viewer: ConfirmationViewer): Promise<OrderConfirmation> {
  const id = orderId?.trim();
  if (!id || id === "undefined") return { kind: "missing-id" };
  const order = await db.order.findUnique({ where: { id }, include: orderWithItems });
  if (!order) return { kind: "not-found" };
  const ownsAsMember = viewer.userId !== null && order.userId === viewer.userId;
  const placedHere = viewer.guestOrderId === order.id;
  return ownsAsMember || placedHere ? { kind: "found", order: toOrderDto(order) } : { kind: "not-yours" };
}
