import "server-only";
import { orderConfirmationEmail } from "@/emails/order-confirmation";
import { removePurchasedLines } from "@/lib/cart/purchased-lines";
import { readAddressSnapshot, readDraftItems, type DraftItem } from "@/lib/checkout/draft-shapes";
import { enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import type { CheckoutDraft } from "@/lib/generated/prisma/client";
import { isRefundedFailure } from "@/lib/orders/checkout-outcomes";
import { lockDraft, type Tx } from "@/lib/orders/draft-lock";

/** Thrown inside the transaction when a piece ran out: everything the transaction did is rolled back. */
export class StockShortage extends Error {
  constructor(readonly pieceName: string) {
    super(`Out of stock: ${pieceName}`);
    this.name = "StockShortage";
  }
}

/** Thrown inside the transaction when the draft already ended in a refund: it never becomes an order. */
export class RefundedCheckout extends Error {
  constructor(readonly reason: string | null) {
    super("Checkout already refunded");
    this.name = "RefundedCheckout";
  }
}

/**
 * Takes the pieces: `stock = stock - q WHERE stock >= q` can never go below zero, and a second buyer of the last
 * piece waits on the row lock, re-reads stock 0 and updates nothing. Products go in id order so two orders
 * sharing pieces lock them in the same order and cannot deadlock.
 */
async function takeStock(tx: Tx, items: readonly DraftItem[]): Promise<void> {
  for (const item of [...items].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    const updated = await tx.$executeRaw`
      UPDATE products SET stock = stock - ${item.quantity}, updated_at = (now() AT TIME ZONE 'UTC')
       WHERE id = ${item.productId} AND stock >= ${item.quantity}`;
    if (updated === 0) throw new StockShortage(item.name);
  }
}

/** The saved address the order points to, if it still exists; held (KEY SHARE) so it cannot vanish before commit. */
async function liveAddressId(tx: Tx, addressId: string | null): Promise<string | null> {
  if (!addressId) return null;
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM addresses WHERE id = ${addressId} FOR KEY SHARE`;
  // A deleted address does not stop a paid order: the order keeps its own snapshot of the address.
  return rows[0]?.id ?? null;
}

/**
 * Inside one transaction: turns the locked, paid draft into an order (status processing, item snapshots), takes
 * the stock, clears the bought lines from the member's cart, completes the draft and queues the confirmation
 * (dedupe key order-confirmation:<orderId>). Answers the order id, the existing one if the draft already has it.
 */
export async function placeOrder(tx: Tx, draft: CheckoutDraft): Promise<{ orderId: string; created: boolean }> {
  const locked = await lockDraft(tx, draft.id);
  if (locked.order_id) return { orderId: locked.order_id, created: false };
  if (locked.status === "failed" && isRefundedFailure(locked.failure_reason)) throw new RefundedCheckout(locked.failure_reason);

  const items = readDraftItems(draft.items);
  const address = readAddressSnapshot(draft.shippingAddress);
  await takeStock(tx, items);
  const order = await tx.order.create({
    data: {
      userId: draft.userId,
      email: draft.email,
      status: "processing",
      subtotalCents: draft.subtotalCents,
      shippingCents: draft.shippingCents,
      taxCents: draft.taxCents,
      totalCents: draft.totalCents,
      currency: draft.currency,
      shippingMethod: draft.shippingMethod,
      shippingAddressId: await liveAddressId(tx, draft.shippingAddressId),
      shippingAddress: address,
      paymentIntentId: draft.paymentIntentId,
      items: {
        create: items.map((item) => ({
          productId: item.productId,
          productName: item.name,
          productImages: item.images,
          unitPriceCents: item.unitPriceCents,
          quantity: item.quantity,
        })),
      },
    },
  });
  if (draft.userId) await removePurchasedLines(tx, draft.userId, items.map((item) => item.productId));
  await tx.checkoutDraft.update({ where: { id: draft.id }, data: { status: "completed", orderId: order.id, failureReason: null } });
  const mail = orderConfirmationEmail({
    orderId: order.id,
    email: order.email,
    lines: items.map((item) => ({ name: item.name, quantity: item.quantity, unitPriceCents: item.unitPriceCents })),
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    shippingMethod: order.shippingMethod,
    address,
    placedAt: order.createdAt,
    appUrl: env().APP_URL,
  });
  await enqueueEmail(tx, { to: order.email, ...mail, dedupeKey: `order-confirmation:${order.id}` });
  return { orderId: order.id, created: true };
}
