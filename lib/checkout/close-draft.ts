import "server-only";
import { orderNotCompletedEmail, type NotCompletedReason } from "@/emails/order-not-completed";
import { lockDraft, DRAFT_TX } from "@/lib/checkout/draft-lock";
import { readDraftItems } from "@/lib/checkout/draft-shapes";
import { db, transaction } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import type { CheckoutDraft } from "@/lib/generated/prisma/client";
import type { CheckoutClosedReason } from "@/lib/generated/prisma/enums";
import { releasePayment } from "@/lib/payments/release";

export type Closing = {
  reason: CheckoutClosedReason;
  /** The piece that ran out (sold_out). */
  soldOutPiece?: string;
  /** The buyer's card is authorized: they are emailed that the order could not be completed and nothing was charged. */
  notifyBuyer: boolean;
  /** The gateway already shows the payment cancelled: nothing to release. */
  alreadyReleased?: boolean;
};

function notCompletedReason(closing: Closing, draft: CheckoutDraft): NotCompletedReason {
  if (closing.reason === "sold_out")
    return { kind: "sold_out", piece: closing.soldOutPiece ?? "A piece in your order" };
  if (closing.reason === "discount_unavailable")
    return { kind: "discount_unavailable", code: draft.discountCode ?? "your discount code" };
  if (closing.reason === "quote_unavailable") return { kind: "quote_unavailable" };
  if (closing.reason === "expired" || closing.reason === "replaced") return { kind: "checkout_closed" };
  return { kind: "payment_not_taken" };
}

/**
 * Closes an open draft for a reason, under its row lock, with the buyer's mail in the same transaction (so a
 * crash cannot lose it or send it for a draft that did not close). Answers false when the draft was no longer
 * open (another caller completed or closed it first): the caller then settles it as it is now.
 */
export async function closeDraft(draft: CheckoutDraft, closing: Closing): Promise<boolean> {
  const closed = await transaction(async (tx) => {
    if ((await lockDraft(tx, draft.id)) !== "open") return false;
    await tx.checkoutDraft.update({
      where: { id: draft.id },
      data: {
        status: "closed",
        closedReason: closing.reason,
        soldOutPiece: closing.soldOutPiece ?? null,
        releasedAt: closing.alreadyReleased ? new Date() : null,
      },
    });
    if (closing.notifyBuyer) {
      const lines = readDraftItems(draft.items).map((item) => ({
        name: item.name,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
      }));
      const mail = orderNotCompletedEmail({
        reason: notCompletedReason(closing, draft),
        lines,
        totalCents: draft.totalCents,
        appUrl: env().APP_URL,
      });
      await enqueueEmail(tx, { to: draft.email, ...mail, dedupeKey: `order-not-completed:${draft.id}` });
    }
    return true;
  }, DRAFT_TX);
  if (closed && closing.notifyBuyer) deliverEmailsSoon();
  return closed;
}

/**
 * Gives a closed draft's payment back (the authorization voided: no charge, no refund, no fee) and records that it
 * was, once. Repeating it is harmless: after a crash the reconciler comes back here.
 */
export async function releaseClosedDraft(
  draft: Pick<CheckoutDraft, "id" | "paymentIntentId" | "releasedAt">,
): Promise<void> {
  if (draft.releasedAt) return;
  await releasePayment(draft.paymentIntentId, `refund:${draft.id}`);
  await db.checkoutDraft.updateMany({ where: { id: draft.id, releasedAt: null }, data: { releasedAt: new Date() } });
}
