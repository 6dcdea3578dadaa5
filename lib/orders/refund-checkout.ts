import "server-only";
import { orderNotCompletedEmail } from "@/emails/order-not-completed";
import { readDraftItems } from "@/lib/checkout/draft-shapes";
import { db } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import type { CheckoutDraft } from "@/lib/generated/prisma/client";
import { isRefundedFailure, soldOutPiece } from "@/lib/orders/checkout-outcomes";
import { DRAFT_TX, lockDraft } from "@/lib/orders/draft-lock";
import { getPaymentGateway } from "@/lib/payments/gateway";

/**
 * A paid checkout that cannot become an order (a piece sold out meanwhile, or the amount paid is not the
 * draft's): marks the draft failed with the reason and queues the "we could not complete your order" mail in one
 * transaction (once: the first caller does it, later ones find it done), then refunds the payment. The refund
 * runs for every caller, because the gateway keys it by intent (never twice) and a caller that crashed after
 * the commit must not leave the money taken: the webhook's retry comes back here.
 * Answers the order id instead when, after all, an order exists for the draft; null otherwise.
 */
export async function refundCheckout(draft: CheckoutDraft, reason: string): Promise<string | null> {
  const outcome = await db.$transaction(async (tx) => {
    const locked = await lockDraft(tx, draft.id);
    if (locked.order_id) return { orderId: locked.order_id };
    if (locked.status === "failed" && isRefundedFailure(locked.failure_reason)) return { orderId: null };
    await tx.checkoutDraft.update({ where: { id: draft.id }, data: { status: "failed", failureReason: reason } });
    const piece = soldOutPiece(reason);
    if (piece !== null) {
      const lines = readDraftItems(draft.items).map((item) => ({ name: item.name, quantity: item.quantity, unitPriceCents: item.unitPriceCents }));
      const mail = orderNotCompletedEmail({ soldOut: piece, lines, totalCents: draft.totalCents, appUrl: env().APP_URL });
      await enqueueEmail(tx, { to: draft.email, ...mail, dedupeKey: `order-not-completed:${draft.id}` });
    }
    return { orderId: null };
  }, DRAFT_TX);
  if (outcome.orderId) return outcome.orderId;
  await getPaymentGateway().refundIntent(draft.paymentIntentId);
  deliverEmailsSoon();
  return null;
}
