import "server-only";
import { db } from "@/lib/db";
import { ConflictError, NotFoundError } from "@/lib/http/errors";
import { orderWithItems, toOrderDto, type OrderDto } from "@/lib/orders/dto";
import { CHECKOUT_NOT_FOUND, finalizeCheckout } from "@/lib/orders/finalize";
import { ORDER_NOT_FOUND } from "@/lib/orders/queries";

async function orderDto(orderId: string): Promise<OrderDto> {
  const order = await db.order.findUnique({ where: { id: orderId }, include: orderWithItems });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return toOrderDto(order);
}

/**
 * POST /api/orders/checkout: the member's page reports its payment done. The draft must be the caller's (404
 * otherwise, the same as a missing one); the address, method and amounts are the draft's, never the body's.
 */
export async function completeMemberCheckout(userId: string, paymentIntentId: string): Promise<OrderDto> {
  const draft = await db.checkoutDraft.findUnique({ where: { paymentIntentId }, select: { userId: true } });
  if (!draft || draft.userId !== userId) throw new NotFoundError(CHECKOUT_NOT_FOUND, "order_not_found");
  return orderDto((await finalizeCheckout(paymentIntentId)).orderId);
}

/**
 * POST /api/guest/checkout: a guest's page reports its payment done. The draft must be a guest's, bought with
 * this email (404 otherwise): knowing an intent id alone does not reveal anyone's order.
 */
export async function completeGuestCheckout(email: string, paymentIntentId: string): Promise<OrderDto> {
  const draft = await db.checkoutDraft.findUnique({ where: { paymentIntentId }, select: { userId: true, email: true } });
  if (!draft || draft.userId !== null || draft.email.toLowerCase() !== email.toLowerCase()) {
    throw new NotFoundError(CHECKOUT_NOT_FOUND, "order_not_found");
  }
  return orderDto((await finalizeCheckout(paymentIntentId)).orderId);
}

/**
 * POST /api/orders (no body; spec §7 leaves its meaning open). It never creates an order by itself: it takes the
 * caller's most recent checkout draft and finalizes it, which succeeds only when that draft's payment succeeded
 * (the order already made for it is answered again). Without a draft → 409 no_checkout; with an unpaid one →
 * the payment's state (402 declined, 409 processing or cancelled).
 */
export async function finalizeLatestCheckout(userId: string): Promise<OrderDto> {
  const draft = await db.checkoutDraft.findFirst({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { paymentIntentId: true },
  });
  if (!draft) throw new ConflictError("There is no paid checkout to turn into an order. Please check out first.", "no_checkout");
  return orderDto((await finalizeCheckout(draft.paymentIntentId)).orderId);
}
