import "server-only";
import { getUserProfile } from "@/lib/auth/profile";
import { db, transaction } from "@/lib/db";
import { AppError, ConflictError, ServiceUnavailableError, ValidationError } from "@/lib/errors";
import type { OrderRefund } from "@/lib/generated/prisma/client";
import { answerFor, lockOrder, sumRefunds, type LockedOrder, type RefundAnswer } from "@/lib/orders/refunds/ledger";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from "@/lib/orders/refunds/schemas";
import { continueRefund, REFUND_PENDING, refusedError } from "@/lib/orders/refunds/settle";
import { formatUsd } from "@/lib/pricing/money";

/** What the maker asks for: an amount of an order, why, under the client's key, by whom. */
export type RefundRequest = {
  orderId: string;
  amountCents: number;
  reason: string;
  idempotencyKey: string;
  actorId: string;
};

/** The Idempotency-Key header's value, checked: 400 naming the header when it is missing or unusable. */
export function idempotencyKeyOf(header: string | null): string {
  const parsed = idempotencyKeySchema.safeParse(header ?? undefined);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? `${IDEMPOTENCY_KEY_HEADER} header is required`;
  throw new ValidationError(message, [{ path: IDEMPOTENCY_KEY_HEADER, message }]);
}

function refuseUnrefundable(order: LockedOrder): void {
  if (order.payment_status === "authorized") {
    throw new ConflictError(
      "This payment has not been captured yet: cancel the order instead, and the hold on the card is released.",
      "payment_not_captured",
    );
  }
  if (order.payment_status === "voided")
    throw new ConflictError(
      "Nothing was charged for this order, so there is nothing to refund.",
      "payment_not_captured",
    );
  if (order.payment_status === "refunded")
    throw new ConflictError("This order has already been refunded in full.", "already_refunded");
  if (order.cancelling)
    throw new ConflictError("This order is being cancelled, which refunds it in full.", "cancellation_in_progress");
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
      const same =
        earlier.orderId === request.orderId &&
        earlier.amountCents === request.amountCents &&
        earlier.reason === request.reason;
      if (!same)
        throw new AppError(
          422,
          "idempotency_key_reused",
          `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different refund.`,
        );
      return { refund: earlier, created: false };
    }
    refuseUnrefundable(order);
    const remaining = order.total_cents - (await sumRefunds(tx, request.orderId, ["pending", "succeeded"]));
    if (request.amountCents > remaining) {
      const message = `amount is more than can still be refunded: ${formatUsd(remaining)} of this order remains.`;
      throw new AppError(409, "refund_exceeds_remaining", message, [{ path: "amount", message }]);
    }
    const refund = await tx.orderRefund.create({
      data: {
        orderId: request.orderId,
        amountCents: request.amountCents,
        reason: request.reason,
        idempotencyKey: request.idempotencyKey,
        actorEmail: actor.email,
      },
    });
    return { refund, created: true };
  });
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
    const refund = await db.orderRefund.findUniqueOrThrow({
      where: { id: refundId },
      select: { status: true, failure: true, gatewayRefundId: true },
    });
    // Given back (or given back and since sent back by the bank), or made and still with the bank: the refund as it
    // stands.
    if (
      refund.status === "succeeded" ||
      refund.status === "returned" ||
      (refund.status === "pending" && refund.gatewayRefundId !== null)
    )
      return answerFor(refundId);
    if (refund.status === "failed") throw refusedError(refund.failure);
    if (waited >= WAIT_FOR_SETTLING_MS) throw new ServiceUnavailableError(REFUND_PENDING, "refund_pending");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
