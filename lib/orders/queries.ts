import "server-only";
import { db } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { orderWithItems, toOrderDto, type OrderDto } from "@/lib/orders/dto";
import { isStorableText } from "@/lib/storable-text";

/** The message for a missing order (docs/pages.md); also what another member's order answers (no existence leak). */
export const ORDER_NOT_FOUND = "Order not found";

/** How many recent orders the account overview shows: a glance, with the full list a click away. */
export const RECENT_ORDERS_LIMIT = 3;

// Newest first; the id breaks ties so two orders placed in the same millisecond keep a stable order.
const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] as const;

/** One order with its lines, whoever placed it, or null: for the checkout that wrote it. */
export async function findOrderById(orderId: string): Promise<OrderDto | null> {
  const order = await db.order.findUnique({ where: { id: orderId }, include: orderWithItems });
  return order ? toOrderDto(order) : null;
}

/** Where an order's payment stands, or null when there is no such order: what settling its checkout decides on. */
export function findOrderPaymentState(orderId: string) {
  return db.order.findUnique({
    where: { id: orderId },
    select: { status: true, paymentStatus: true, cancellationStartedAt: true },
  });
}

/**
 * Made-to-order pieces already ordered and not yet shipped: the maker's queue, which a new order's ship-by date
 * waits behind (lib/fulfillment). Orders being paid for (pending) count: their pieces are promised too.
 */
export async function countQueuedMadeToOrderPieces(): Promise<number> {
  const { _sum } = await db.orderItem.aggregate({
    where: {
      leadTimeDays: { gt: 0 },
      order: { status: { in: ["pending", "processing"] }, cancellationStartedAt: null },
    },
    _sum: { quantity: true },
  });
  return _sum.quantity ?? 0;
}

/** The member's orders, newest first: all of them, or the `limit` newest (the account overview's glance). */
export async function listOrdersForUser(userId: string, limit?: number): Promise<OrderDto[]> {
  const orders = await db.order.findMany({
    where: { userId },
    include: orderWithItems,
    orderBy: [...newestFirst],
    take: limit,
  });
  return orders.map(toOrderDto);
}

/** How many orders the member has placed. */
export function countOrdersForUser(userId: string): Promise<number> {
  return db.order.count({ where: { userId } });
}

/** One of the member's orders, or null when it does not exist or belongs to someone else. */
export async function findOrderForUser(userId: string, orderId: string): Promise<OrderDto | null> {
  // The member's order pages pass the id from their URL: text no order id can be (a NUL) is no order.
  if (!isStorableText(orderId)) return null;
  // Filtering by owner in the query (not after loading) keeps another member's order indistinguishable from none.
  const order = await db.order.findFirst({ where: { id: orderId, userId }, include: orderWithItems });
  return order ? toOrderDto(order) : null;
}

/** One of the member's orders; 404 "Order not found" when it does not exist or belongs to someone else. */
export async function getOrderForUserOrThrow(userId: string, orderId: string): Promise<OrderDto> {
  const order = await findOrderForUser(userId, orderId);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}
