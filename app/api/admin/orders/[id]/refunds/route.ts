import { idParams, ok, route } from "@/lib/http";
import { idempotencyKeyOf, refundOrderPart } from "@/lib/orders/refunds";
import { createRefundSchema, IDEMPOTENCY_KEY_HEADER, withRefundAmountInDollars } from "@/lib/orders/refund-schemas";

// POST /api/admin/orders/{id}/refunds { amount, reason } + Idempotency-Key – refund part of a captured order (ADMIN only)
export const POST = route({ auth: "admin", params: idParams, body: createRefundSchema, headers: [IDEMPOTENCY_KEY_HEADER] }, async ({ user, params, body, headers }) =>
  ok(withRefundAmountInDollars(await refundOrderPart({ orderId: params.id, amountCents: body.amount, reason: body.reason, idempotencyKey: idempotencyKeyOf(headers[IDEMPOTENCY_KEY_HEADER]), actorId: user.userId })), { status: 201 }),
);
