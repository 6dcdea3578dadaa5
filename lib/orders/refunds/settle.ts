import "server-only";
import { db, transaction } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { AppError, ConflictError, ServiceUnavailableError } from "@/lib/errors";
import type { OrderRefund } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { orderWithItems } from "@/lib/orders/dto";
import { mailQueuedEvent, recordOrderEvents, type NewOrderEvent, type OrderEventActor } from "@/lib/orders/events";
import { refundedMail } from "@/lib/orders/mails";
import { answerFor, lockOrder, sumRefunds, type RefundAnswer } from "@/lib/orders/refunds/ledger";
import { getPaymentGateway, type GatewayRefund } from "@/lib/payments/gateway";
import { formatUsd } from "@/lib/pricing/money";

const REFUND_FAILED = "The payment service refused the refund; nothing was refunded.";
/** What a refund still waiting for the gateway's answer says (503 refund_pending). */
export const REFUND_PENDING =
  "The payment service did not answer in time. The refund will finish on its own in a few minutes.";
/** How long a refund may wait for its answer before the scheduled work asks the gateway again. */
const PENDING_GRACE_SECONDS = 120;

/** The gateway's key for a ledger row: every retry of one refund (the client's, the scheduled work's) is one refund. */
const gatewayKeyOf = (refundId: string) => `order-refund:${refundId}`;

/** 409 refund_failed with the gateway's words. */
export const refusedError = (failure: string | null) =>
  new ConflictError(`${REFUND_FAILED} ${failure ?? ""}`.trim(), "refund_failed");

/**
 * Who asked for the refund, for the order's history: the admin by email, or the shop (a row from before emails were
 * kept).
 */
function actorOf(refund: OrderRefund): OrderEventActor {
  const email = refund.actorEmail;
  return email !== null && isEmail(email) ? email : "system";
}

const isEmail = (value: string): value is `${string}@${string}` => value.includes("@");

/** Phase 3, refusal: the row fails (its amount released) and the order's history says so, together. */
async function settleFailed(refund: OrderRefund, failure: string): Promise<void> {
  await transaction(async (tx) => {
    const { count } = await tx.orderRefund.updateMany({
      where: { id: refund.id, status: "pending" },
      data: { status: "failed", failure, settledAt: new Date() },
    });
    if (count === 1)
      await recordOrderEvents(tx, refund.orderId, [
        { actor: "gateway", type: "refund_failed", to: formatUsd(refund.amountCents), note: failure },
      ]);
  });
}

/** Phase 3, success: the row counts, the order is `refunded` once nothing remains, the buyer is mailed. */
async function settleSucceeded(refund: OrderRefund, gatewayRefundId: string): Promise<void> {
  const settled = await transaction(async (tx) => {
    // The order's row first, as reserveRefund takes it: two refunds settling at once see each other's sums.
    const order = await lockOrder(tx, refund.orderId);
    const { count } = await tx.orderRefund.updateMany({
      where: { id: refund.id, status: "pending" },
      data: { status: "succeeded", gatewayRefundId, settledAt: new Date() },
    });
    if (count === 0) return false;
    const refunded = await sumRefunds(tx, refund.orderId, ["succeeded"]);
    const events: NewOrderEvent[] = [
      { actor: actorOf(refund), type: "refund", to: formatUsd(refund.amountCents), note: refund.reason },
    ];
    if (refunded >= order.total_cents) {
      const { count: emptied } = await tx.order.updateMany({
        where: { id: refund.orderId, paymentStatus: "captured" },
        data: { paymentStatus: "refunded" },
      });
      if (emptied === 1) events.push({ actor: "gateway", type: "payment", from: "captured", to: "refunded" });
    }
    const full = await tx.order.findUniqueOrThrow({ where: { id: refund.orderId }, include: orderWithItems });
    // The order of a deleted account has no address left to tell: the money goes back to her card all the same.
    if (full.erasedAt === null) {
      const mail = refundedMail(full, {
        refundId: refund.id,
        amountCents: refund.amountCents,
        reason: refund.reason,
        remainingCents: Math.max(0, order.total_cents - refunded),
      });
      await enqueueEmail(tx, mail);
      events.push(mailQueuedEvent(mail));
    }
    await recordOrderEvents(tx, refund.orderId, events);
    return true;
  });
  if (settled) deliverEmailsSoon();
}

/**
 * Phase 2: the gateway is asked. A refund it already made (its id kept on the row) is asked after by id, since
 * asking again under the key answers it as it was first answered; otherwise it is made, keyed by the row, so asking
 * again never refunds twice. `again` (the scheduled work, minutes or days after the first try): a refund made under
 * the key whose answer never reached the row is looked for first, since Stripe forgets a key after 24 hours and
 * would then make a second refund. A refusal (4xx) is the refund's answer, as a failed refund is; no answer is thrown.
 */
async function askGateway(
  refund: OrderRefund,
  again: boolean,
): Promise<GatewayRefund | { status: "refused"; failure: string }> {
  const gateway = getPaymentGateway();
  if (refund.gatewayRefundId) return gateway.retrieveRefund(refund.gatewayRefundId);
  const order = await db.order.findUniqueOrThrow({ where: { id: refund.orderId }, select: { paymentIntentId: true } });
  const made = again ? await gateway.findRefund(order.paymentIntentId, gatewayKeyOf(refund.id)) : null;
  if (made) return made;
  try {
    return await gateway.refundAmount(order.paymentIntentId, refund.amountCents, gatewayKeyOf(refund.id));
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { status: "refused", failure: error.message };
    throw error;
  }
}

/** A refund the bank has not finished: its id is kept, so the scheduled work asks after that refund, not a new one. */
async function keepGatewayRefundId(refund: OrderRefund, gatewayRefundId: string): Promise<void> {
  await db.orderRefund.updateMany({
    where: { id: refund.id, status: "pending", gatewayRefundId: null },
    data: { gatewayRefundId },
  });
}

/**
 * Phase 2 and 3 of a reserved refund: the gateway is asked, then the row is settled. Given back: succeeded, the buyer
 * mailed. Refused at once or failed at the bank: marked failed, its amount released (409 refund_failed with the
 * gateway's words). Still with the bank (a payment method that takes days): the row stays pending with the gateway's
 * refund id, and the answer says `pending`; the scheduled work asks after it until it ends. No answer at all: pending
 * for the scheduled work (503 refund_pending), as a cancellation does. `again`: not the maker's first try.
 */
export async function continueRefund(refund: OrderRefund, again: boolean): Promise<RefundAnswer> {
  let answer: Awaited<ReturnType<typeof askGateway>>;
  try {
    answer = await askGateway(refund, again);
  } catch (error) {
    log.error(
      { err: error, refundId: refund.id },
      "a refund got no answer from the payment service; the scheduled work will ask again",
    );
    throw new ServiceUnavailableError(REFUND_PENDING, "refund_pending");
  }
  switch (answer.status) {
    case "refused":
    case "failed": {
      const failure = answer.failure ?? "The bank returned the refund.";
      await settleFailed(refund, failure);
      throw refusedError(failure);
    }
    case "pending":
      await keepGatewayRefundId(refund, answer.id);
      return answerFor(refund.id);
    case "succeeded":
      await settleSucceeded(refund, answer.id);
      return answerFor(refund.id);
  }
}

/**
 * Refunds left pending: by a crash or an outage (the gateway is asked again under the same key, which answers the
 * refund it made or makes it now), or by a bank still at work (asked after by the refund's id, until it succeeds or
 * fails). A refusal or a failure marks the row failed. Safe on every instance at once. `waiting`: still with the bank.
 */
export async function settlePendingRefunds({
  now = new Date(),
  limit = 50,
}: { now?: Date; limit?: number } = {}): Promise<{ settled: number; waiting: number; failed: number }> {
  const due = await db.orderRefund.findMany({
    where: { status: "pending", createdAt: { lt: new Date(now.getTime() - PENDING_GRACE_SECONDS * 1000) } },
    orderBy: { createdAt: "asc" },
    take: limit,
  });
  const report = { settled: 0, waiting: 0, failed: 0 };
  for (const refund of due) {
    try {
      const answer = await continueRefund(refund, true);
      if (answer.status === "pending") report.waiting += 1;
      else report.settled += 1;
    } catch (error) {
      report.failed += 1;
      log.warn({ err: error, refundId: refund.id }, "a pending refund could not be settled now");
    }
  }
  return report;
}
