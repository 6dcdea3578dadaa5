import "server-only";
import { refundReturnedEmail } from "@/emails/refund-returned";
import { adminEmails } from "@/lib/auth/admins";
import { getUserProfile } from "@/lib/auth/profile";
import { db, transaction, type Tx } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { AppError, ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from "@/lib/errors";
import type { OrderRefund, PaymentStatus } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { orderWithItems } from "@/lib/orders/dto";
import { mailQueuedEvent, recordOrderEvents, type NewOrderEvent, type OrderEventActor } from "@/lib/orders/events";
import { refundedMail } from "@/lib/orders/mails";
import { ORDER_NOT_FOUND } from "@/lib/orders/queries";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from "@/lib/orders/refund-schemas";
import { getPaymentGateway, type GatewayRefund } from "@/lib/payments/gateway";
import { formatUsd } from "@/lib/pricing/money";

/** A refund as the API answers it, with where the order's money stands after it. Cents inside. */
export type RefundAnswer = {
  id: string;
  orderId: string;
  amountCents: number;
  reason: string;
  status: OrderRefund["status"];
  createdAt: Date;
  settledAt: Date | null;
  /** What has been given back of the order so far (succeeded refunds). */
  refundedCents: number;
  /** What can still be refunded: the captured total less refunds succeeded or under way. */
  remainingCents: number;
  paymentStatus: PaymentStatus;
};

export type RefundRequest = { orderId: string; amountCents: number; reason: string; idempotencyKey: string; actorId: string };

const REFUND_FAILED = "The payment service refused the refund; nothing was refunded.";
const REFUND_PENDING = "The payment service did not answer in time. The refund will finish on its own in a few minutes.";
/** How long a refund may wait for its answer before the scheduled work asks the gateway again. */
const PENDING_GRACE_SECONDS = 120;

/** The gateway's key for a ledger row: every retry of one refund (the client's, the scheduled work's) is one refund. */
const gatewayKeyOf = (refundId: string) => `order-refund:${refundId}`;

/** The Idempotency-Key header's value, checked: 400 naming the header when it is missing or unusable. */
export function idempotencyKeyOf(header: string | null): string {
  const parsed = idempotencyKeySchema.safeParse(header ?? undefined);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? `${IDEMPOTENCY_KEY_HEADER} header is required`;
  throw new ValidationError(message, [{ path: IDEMPOTENCY_KEY_HEADER, message }]);
}

type LockedOrder = { total_cents: number; payment_status: PaymentStatus; cancelling: boolean };

async function lockOrder(tx: Tx, orderId: string): Promise<LockedOrder> {
  const rows = await tx.$queryRaw<LockedOrder[]>`
    SELECT total_cents, payment_status, cancellation_started_at IS NOT NULL AS cancelling FROM orders WHERE id = ${orderId} FOR UPDATE`;
  const order = rows[0];
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND, "order_not_found");
  return order;
}

/** Cents of the order's refunds in these states. */
async function sumRefunds(tx: Tx, orderId: string, statuses: OrderRefund["status"][]): Promise<number> {
  const { _sum } = await tx.orderRefund.aggregate({ where: { orderId, status: { in: statuses } }, _sum: { amountCents: true } });
  return _sum.amountCents ?? 0;
}

function refuseUnrefundable(order: LockedOrder): void {
  if (order.payment_status === "authorized") {
    throw new ConflictError("This payment has not been captured yet: cancel the order instead, and the hold on the card is released.", "payment_not_captured");
  }
  if (order.payment_status === "voided") throw new ConflictError("Nothing was charged for this order, so there is nothing to refund.", "payment_not_captured");
  if (order.payment_status === "refunded") throw new ConflictError("This order has already been refunded in full.", "already_refunded");
  if (order.cancelling) throw new ConflictError("This order is being cancelled, which refunds it in full.", "cancellation_in_progress");
}

/**
 * Phase 1: the amount is held against the order in a pending ledger row. The order's row is locked while what
 * remains is checked and the row written, so two refunds at once whose sum passes the captured total cannot both
 * pass. A key already used answers its own row (when the request is the same), so a repeat refunds once.
 */
async function reserveRefund(request: RefundRequest): Promise<{ refund: OrderRefund; created: boolean }> {
  // Who asked, kept on the row for the books; read before the order's lock is taken, so the lock is held briefly.
  const actor = await getUserProfile(request.actorId);
  return transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId);
    const earlier = await tx.orderRefund.findUnique({ where: { idempotencyKey: request.idempotencyKey } });
    if (earlier) {
      const same = earlier.orderId === request.orderId && earlier.amountCents === request.amountCents && earlier.reason === request.reason;
      if (!same) throw new AppError(422, "idempotency_key_reused", `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different refund.`);
      return { refund: earlier, created: false };
    }
    refuseUnrefundable(order);
    const remaining = order.total_cents - (await sumRefunds(tx, request.orderId, ["pending", "succeeded"]));
    if (request.amountCents > remaining) {
      const message = `amount is more than can still be refunded: ${formatUsd(remaining)} of this order remains.`;
      throw new AppError(409, "refund_exceeds_remaining", message, [{ path: "amount", message }]);
    }
    const refund = await tx.orderRefund.create({
      data: { orderId: request.orderId, amountCents: request.amountCents, reason: request.reason, idempotencyKey: request.idempotencyKey, actorEmail: actor.email },
    });
    return { refund, created: true };
  });
}

/** The refund with where its order stands now. */
async function answerFor(refundId: string): Promise<RefundAnswer> {
  // One transaction, so the sums and the order are read as of one moment.
  const { refund, refunded, held } = await transaction(async (tx) => {
    const found = await tx.orderRefund.findUniqueOrThrow({ where: { id: refundId }, include: { order: { select: { totalCents: true, paymentStatus: true } } } });
    return { refund: found, refunded: await sumRefunds(tx, found.orderId, ["succeeded"]), held: await sumRefunds(tx, found.orderId, ["pending", "succeeded"]) };
  });
  const { order, ...row } = refund;
  return {
    id: row.id,
    orderId: row.orderId,
    amountCents: row.amountCents,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt,
    settledAt: row.settledAt,
    refundedCents: refunded,
    remainingCents: Math.max(0, order.totalCents - held),
    paymentStatus: order.paymentStatus,
  };
}

const refusedError = (failure: string | null) => new ConflictError(`${REFUND_FAILED} ${failure ?? ""}`.trim(), "refund_failed");

/** Who asked for the refund, for the order's history: the admin by email, or the shop (a row from before emails were kept). */
function actorOf(refund: OrderRefund): OrderEventActor {
  const email = refund.actorEmail;
  return email !== null && isEmail(email) ? email : "system";
}

const isEmail = (value: string): value is `${string}@${string}` => value.includes("@");

/** Phase 3, refusal: the row fails (its amount released) and the order's history says so, together. */
async function settleFailed(refund: OrderRefund, failure: string): Promise<void> {
  await transaction(async (tx) => {
    const { count } = await tx.orderRefund.updateMany({ where: { id: refund.id, status: "pending" }, data: { status: "failed", failure, settledAt: new Date() } });
    if (count === 1) await recordOrderEvents(tx, refund.orderId, [{ actor: "gateway", type: "refund_failed", to: formatUsd(refund.amountCents), note: failure }]);
  });
}

/** Phase 3, success: the row counts, the order is `refunded` once nothing remains, the buyer is mailed. */
async function settleSucceeded(refund: OrderRefund, gatewayRefundId: string): Promise<void> {
  const settled = await transaction(async (tx) => {
    // The order's row first, as reserveRefund takes it: two refunds settling at once see each other's sums.
    const order = await lockOrder(tx, refund.orderId);
    const { count } = await tx.orderRefund.updateMany({ where: { id: refund.id, status: "pending" }, data: { status: "succeeded", gatewayRefundId, settledAt: new Date() } });
    if (count === 0) return false;
    const refunded = await sumRefunds(tx, refund.orderId, ["succeeded"]);
    const events: NewOrderEvent[] = [{ actor: actorOf(refund), type: "refund", to: formatUsd(refund.amountCents), note: refund.reason }];
    if (refunded >= order.total_cents) {
      const { count: emptied } = await tx.order.updateMany({ where: { id: refund.orderId, paymentStatus: "captured" }, data: { paymentStatus: "refunded" } });
      if (emptied === 1) events.push({ actor: "gateway", type: "payment", from: "captured", to: "refunded" });
    }
    const full = await tx.order.findUniqueOrThrow({ where: { id: refund.orderId }, include: orderWithItems });
    // The order of a deleted account has no address left to tell: the money goes back to her card all the same.
    if (full.erasedAt === null) {
      const mail = refundedMail(full, { refundId: refund.id, amountCents: refund.amountCents, reason: refund.reason, remainingCents: Math.max(0, order.total_cents - refunded) });
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
async function askGateway(refund: OrderRefund, again: boolean): Promise<GatewayRefund | { status: "refused"; failure: string }> {
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
  await db.orderRefund.updateMany({ where: { id: refund.id, status: "pending", gatewayRefundId: null }, data: { gatewayRefundId } });
}

/**
 * Phase 2 and 3 of a reserved refund: the gateway is asked, then the row is settled. Given back: succeeded, the buyer
 * mailed. Refused at once or failed at the bank: marked failed, its amount released (409 refund_failed with the
 * gateway's words). Still with the bank (a payment method that takes days): the row stays pending with the gateway's
 * refund id, and the answer says `pending`; the scheduled work asks after it until it ends. No answer at all: pending
 * for the scheduled work (503 refund_pending), as a cancellation does. `again`: not the maker's first try.
 */
async function continueRefund(refund: OrderRefund, again: boolean): Promise<RefundAnswer> {
  let answer: Awaited<ReturnType<typeof askGateway>>;
  try {
    answer = await askGateway(refund, again);
  } catch (error) {
    log.error({ err: error, refundId: refund.id }, "a refund got no answer from the payment service; the scheduled work will ask again");
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
 * The maker refunds part (or the rest) of a captured order: 201 with the refund and what remains; the same
 * Idempotency-Key again answers the same refund (422 idempotency_key_reused with another body). Only a captured
 * payment can be refunded this way (409 payment_not_captured: cancel instead), never past what was captured.
 */
export async function refundOrderPart(request: RefundRequest): Promise<RefundAnswer> {
  const { refund, created } = await reserveRefund(request);
  if (created) return continueRefund(refund, false);
  return answerSettled(refund.id);
}

// How long a repeated request waits for the first one's answer from the gateway before saying it is still under way.
const WAIT_FOR_SETTLING_MS = 10_000;
const POLL_MS = 200;

/**
 * A repeated key answers what its refund came to. While the first request is still with the gateway, the repeat
 * waits for it rather than asking the gateway too: Stripe refuses a key in use by a request still running, which
 * would look like a refusal of a refund that is in fact being made. Still pending after the wait: 503 refund_pending.
 */
async function answerSettled(refundId: string): Promise<RefundAnswer> {
  for (let waited = 0; ; waited += POLL_MS) {
    const refund = await db.orderRefund.findUniqueOrThrow({ where: { id: refundId }, select: { status: true, failure: true, gatewayRefundId: true } });
    // Given back (or given back and since sent back by the bank), or made and still with the bank: the refund as it stands.
    if (refund.status === "succeeded" || refund.status === "returned" || (refund.status === "pending" && refund.gatewayRefundId !== null)) return answerFor(refundId);
    if (refund.status === "failed") throw refusedError(refund.failure);
    if (waited >= WAIT_FOR_SETTLING_MS) throw new ServiceUnavailableError(REFUND_PENDING, "refund_pending");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Refunds left pending: by a crash or an outage (the gateway is asked again under the same key, which answers the
 * refund it made or makes it now), or by a bank still at work (asked after by the refund's id, until it succeeds or
 * fails). A refusal or a failure marks the row failed. Safe on every instance at once. `waiting`: still with the bank.
 */
export async function settlePendingRefunds({ now = new Date(), limit = 50 }: { now?: Date; limit?: number } = {}): Promise<{ settled: number; waiting: number; failed: number }> {
  const due = await db.orderRefund.findMany({ where: { status: "pending", createdAt: { lt: new Date(now.getTime() - PENDING_GRACE_SECONDS * 1000) } }, orderBy: { createdAt: "asc" }, take: limit });
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

/**
 * A refund event from the gateway (Stripe's `refund.updated` and `refund.failed`) about a refund the ledger holds as
 * still with the bank: asked after by its id and settled now, as the scheduled work would within minutes (given back:
 * the buyer mailed; returned: failed, its amount free again). About one the ledger holds as given back: the bank may
 * send it back later (Stripe's refund goes from `succeeded` to `failed`, a closed card account), which only this event
 * tells (returnSucceededRefund). Any other refund (a failed one, a repeat of the event, one made in Stripe's
 * dashboard) is left as it is. No answer from the gateway is thrown: the sender delivers the event again.
 */
export async function settleRefundFromEvent(gatewayRefundId: string): Promise<void> {
  const refund = await db.orderRefund.findFirst({ where: { gatewayRefundId, status: { in: ["pending", "succeeded"] } } });
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
    log.error({ err: error, refundId: refund.id }, "a refund event could not be checked with the payment service; it will be delivered again");
    throw new ServiceUnavailableError("The payment service did not answer; deliver this event again.", "refund_unconfirmed");
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
    const { count } = await tx.orderRefund.updateMany({ where: { id: refund.id, status: "succeeded" }, data: { status: "returned", returnedAt: new Date(), failure } });
    if (count === 0) return false;
    const events: NewOrderEvent[] = [{ actor: "gateway", type: "refund_returned", to: formatUsd(refund.amountCents), note: failure }];
    if ((await sumRefunds(tx, refund.orderId, ["succeeded"])) < order.total_cents) {
      const { count: reopened } = await tx.order.updateMany({ where: { id: refund.orderId, paymentStatus: "refunded" }, data: { paymentStatus: "captured" } });
      if (reopened === 1) events.push({ actor: "gateway", type: "payment", from: "refunded", to: "captured" });
    }
    const { email: buyerEmail } = await tx.order.findUniqueOrThrow({ where: { id: refund.orderId }, select: { email: true } });
    const mail = refundReturnedEmail({ orderId: refund.orderId, amountCents: refund.amountCents, failure, buyerEmail, appUrl: env().APP_URL });
    for (const to of admins) await enqueueEmail(tx, { to, ...mail, dedupeKey: `refund-returned:${refund.id}:${to}` });
    await recordOrderEvents(tx, refund.orderId, events);
    return true;
  });
  if (returned) deliverEmailsSoon();
}

/**
 * A cancellation waits for a partial refund still under way (409 refund_in_progress): the full refund it makes is
 * what remains after the partial ones, which is known only once they have settled. Called under the order's lock.
 */
export async function refuseWhileRefundPending(tx: Tx, orderId: string): Promise<void> {
  const pending = await tx.orderRefund.count({ where: { orderId, status: "pending" } });
  if (pending > 0) throw new ConflictError("A refund of this order is still under way. Cancel it once that refund has finished.", "refund_in_progress");
}

/**
 * The cancellation's full refund in the ledger, so the books see every refund: what remained of the order after the
 * maker's partial refunds. Written in the transaction that finishes the cancellation; once per order. `refund` is
 * the gateway's (null when it was made before a crash and is not known again): given back, the row is settled; still
 * with the bank, or failed, it is pending with the gateway's id, for the refund event or the scheduled work to settle.
 */
export async function recordCancellationRefund(tx: Tx, order: { id: string; totalCents: number }, refund: GatewayRefund | null): Promise<void> {
  const remaining = order.totalCents - (await sumRefunds(tx, order.id, ["succeeded"]));
  if (remaining <= 0) return;
  const now = new Date();
  const settled = refund === null || refund.status === "succeeded";
  await tx.orderRefund.createMany({
    data: [
      {
        orderId: order.id,
        amountCents: remaining,
        reason: "Order cancelled",
        idempotencyKey: `cancellation:${order.id}`,
        gatewayRefundId: refund?.id ?? null,
        status: settled ? "succeeded" : "pending",
        createdAt: now,
        settledAt: settled ? now : null,
      },
    ],
    skipDuplicates: true,
  });
}

/** Of each of these orders: cents refunded (succeeded) and cents held (succeeded or under way). */
export async function refundFiguresByOrder(orderIds: readonly string[]): Promise<Map<string, { refundedCents: number; heldCents: number }>> {
  const figures = new Map<string, { refundedCents: number; heldCents: number }>();
  if (orderIds.length === 0) return figures;
  const rows = await db.orderRefund.groupBy({ by: ["orderId", "status"], where: { orderId: { in: [...orderIds] }, status: { in: ["pending", "succeeded"] } }, _sum: { amountCents: true } });
  for (const row of rows) {
    const cents = row._sum.amountCents ?? 0;
    const current = figures.get(row.orderId) ?? { refundedCents: 0, heldCents: 0 };
    figures.set(row.orderId, { refundedCents: current.refundedCents + (row.status === "succeeded" ? cents : 0), heldCents: current.heldCents + cents });
  }
  return figures;
}
