import "server-only";
import { db } from "@/lib/db";
import { NotFoundError } from "@/lib/http/errors";
import { orderWithItems, toOrderDto, type OrderDto } from "@/lib/orders/dto";

/** The message for a missing order (docs/pages.md); also what another member's order answers (no existence leak). */
export const ORDER_NOT_FOUND = "Order not found";

/** How many recent orders the account overview shows: a glance, with the full list a click away. */
export const RECENT_ORDERS_LIMIT = 3;

// Newest first; the id breaks ties so two orders placed in the same millisecond keep a stable order.
const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] as const;

/** The member's orders, newest first: all of them, or the `limit` newest (the account overview's glance). */
export async function listOrdersForUser(userId: string, limit?: number): Promise<OrderDto[]> {
  const orders = await db.order.findMany({ where: { userId }, include: orderWithItems, orderBy: [...newestFirst], take: limit });
  return orders.map(toOrderDto);
}

/** How many orders the member has placed. */
export function countOrdersForUser(userId: string): Promise<number> {
  return db.order.count({ where: { userId } });
}

/** One of the member's orders, or null when it does not exist or belongs to someone else. */
export async function findOrderForUser(userId: string, orderId: string): Promise<OrderDto | null> {
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
