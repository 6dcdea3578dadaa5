import { idParams, ok, route } from "@/lib/http";
import { idempotencyKeyOf, refundOrderPart } from "@/lib/orders/refunds";
import { createRefundSchema, withRefundAmountInDollars } from "@/lib/orders/refund-schemas";

// POST /api/admin/orders/{id}/refunds { amount, reason } + Idempotency-Key – refund part of a captured order (ADMIN only)
export const POST = route({ auth: "admin", params: idParams, body: createRefundSchema }, async ({ request, user, params, body }) =>
  ok(withRefundAmountInDollars(await refundOrderPart({ orderId: params.id, amountCents: body.amount, reason: body.reason, idempotencyKey: idempotencyKeyOf(request.headers), actorId: user.userId })), { status: 201 }),
);
