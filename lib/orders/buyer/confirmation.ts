import "server-only";
import { isStorableText } from "@/lib/storable-text";
import { db } from "@/lib/db";
import { orderWithItems, toOrderDto, type OrderDto } from "@/lib/orders/dto";

/**
 * Who is looking at /order-confirmation/{orderId}: the signed-in member (if any) and the guest order cookie's order.
 */
type ConfirmationViewer = { userId: string | null; guestOrderId: string | null };

/**
 * What the confirmation page may show (docs/pages.md, Order confirmation):
 * `order` for the buyer — the member who owns it, or the browser that placed it as a guest (its signed cookie);
 * `not_found` for an id with no order ("Order not found. You may have already viewed this order…");
 * `not_available` for anyone else ("Order information not available. Please check your email…").
 */
type ConfirmationResult = { kind: "order"; order: OrderDto } | { kind: "not_found" } | { kind: "not_available" };

export async function getOrderConfirmation(orderId: string, viewer: ConfirmationViewer): Promise<ConfirmationResult> {
  // The id comes straight from the page's URL: text no order id can be (a NUL) is no order, not a database error.
  if (!orderId || orderId === "undefined" || !isStorableText(orderId)) return { kind: "not_found" };
  const order = await db.order.findUnique({ where: { id: orderId }, include: orderWithItems });
  if (!order) return { kind: "not_found" };
  const ownsIt = order.userId !== null && order.userId === viewer.userId;
  const placedItHere = viewer.guestOrderId === order.id;
  return ownsIt || placedItHere ? { kind: "order", order: toOrderDto(order) } : { kind: "not_available" };
}
