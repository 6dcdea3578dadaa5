import "server-only";
import { refundReturnedEmail } from "@/emails/refund-returned";
import { adminEmails } from "@/lib/auth/admins";
import { db, transaction } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { ConflictError, ServiceUnavailableError } from "@/lib/errors";
import type { OrderRefund } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { recordOrderEvents, type NewOrderEvent } from "@/lib/orders/events";
import { lockOrder, sumRefunds } from "@/lib/orders/refunds/ledger";
import { continueRefund } from "@/lib/orders/refunds/settle";
import { getPaymentGateway, type GatewayRefund } from "@/lib/payments/gateway";
import { formatUsd } from "@/lib/pricing/money";

/**
 * A refund event from the gateway (Stripe's `refund.updated` and `refund.failed`) about a refund the ledger holds as
 * still with the bank: asked after by its id and settled now, as the scheduled work would within minutes (given back:
 * the buyer mailed; returned: failed, its amount free again). About one the ledger holds as given back: the bank may
 * send it back later (Stripe's refund goes from `succeeded` to `failed`, a closed card account), which only this event
 * tells (returnSucceededRefund). Any other refund (a failed one, a repeat of the event, one made in Stripe's
 * dashboard) is left as it is. No answer from the gateway is thrown: the sender delivers the event again.
 */
export async function settleRefundFromEvent(gatewayRefundId: string): Promise<void> {
  const refund = await db.orderRefund.findFirst({
    where: { gatewayRefundId, status: { in: ["pending", "succeeded"] } },
  });
  if (!refund) return;
  if (refund.status === "succeeded") return returnSucceededRefund(refund, gatewayRefundId);
  try {
    await continueRefund(refund, true);
  } catch (error) {
    // Returned by the bank: settled as failed, which is this event's whole effect.
    if (error instanceof ConflictError && error.code === "refund_failed") return;
    throw error;
  }
}

/**
 * A refund that had gone through, asked after again when an event says it changed: still given back, nothing to do;
 * sent back by the bank, settleReturned. No answer from the gateway: 503, so the event is delivered again.
 */
async function returnSucceededRefund(refund: OrderRefund, gatewayRefundId: string): Promise<void> {
  let answer: GatewayRefund;
  try {
    answer = await getPaymentGateway().retrieveRefund(gatewayRefundId);
  } catch (error) {
    log.error(
      { err: error, refundId: refund.id },
      "a refund event could not be checked with the payment service; it will be delivered again",
    );
    throw new ServiceUnavailableError(
      "The payment service did not answer; deliver this event again.",
      "refund_unconfirmed",
    );
  }
  if (answer.status === "failed") await settleReturned(refund, answer.failure ?? "The bank returned the refund.");
}

/**
 * The bank sent back a refund that had gone through. The buyer was told the money was on its way and does not have it,
 * so what the shop holds changes with it, in one transaction: the row becomes `returned` (its amount can be refunded
 * again; the books keep the month it was given and take it back out in the month it came back), a payment that was
 * `refunded` in full is `captured` again, the order's history says why, and every admin is mailed, since the maker
 * has to decide how the money reaches the buyer. Once per refund, however often the event comes.
 */
async function settleReturned(refund: OrderRefund, failure: string): Promise<void> {
  const admins = await adminEmails();
  const returned = await transaction(async (tx) => {
    const order = await lockOrder(tx, refund.orderId);
    const { count } = await tx.orderRefund.updateMany({
      where: { id: refund.id, status: "succeeded" },
      data: { status: "returned", returnedAt: new Date(), failure },
    });
    if (count === 0) return false;
    const events: NewOrderEvent[] = [
      { actor: "gateway", type: "refund_returned", to: formatUsd(refund.amountCents), note: failure },
    ];
    if ((await sumRefunds(tx, refund.orderId, ["succeeded"])) < order.total_cents) {
      const { count: reopened } = await tx.order.updateMany({
        where: { id: refund.orderId, paymentStatus: "refunded" },
        data: { paymentStatus: "captured" },
      });
      if (reopened === 1) events.push({ actor: "gateway", type: "payment", from: "refunded", to: "captured" });
    }
    const { email: buyerEmail } = await tx.order.findUniqueOrThrow({
      where: { id: refund.orderId },
      select: { email: true },
    });
    const mail = refundReturnedEmail({
      orderId: refund.orderId,
      amountCents: refund.amountCents,
      failure,
      buyerEmail,
      appUrl: env().APP_URL,
    });
    for (const to of admins) await enqueueEmail(tx, { to, ...mail, dedupeKey: `refund-returned:${refund.id}:${to}` });
    await recordOrderEvents(tx, refund.orderId, events);
    return true;
  });
  if (returned) deliverEmailsSoon();
}
