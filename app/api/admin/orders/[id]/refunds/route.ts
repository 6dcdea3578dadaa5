import { idParams, ok, route } from "@/lib/http";
import { idempotencyKeyOf, refundOrderPart } from "@/lib/orders/refunds/issue";
import { createRefundSchema, withRefundAmountInDollars } from "@/lib/orders/refunds/schemas";

// POST /api/admin/orders/{id}/refunds { amount, reason } + Idempotency-Key – refund part of a captured order (ADMIN only)
export const POST = route({ auth: "admin", params: idParams, body: createRefundSchema }, async ({ request, user, params, body }) =>
  ok(withRefundAmountInDollars(await refundOrderPart({ orderId: params.id, amountCents: body.amountCents, reason: body.reason, idempotencyKey: idempotencyKeyOf(request.headers), actorId: user.userId })), { status: 201 }),
);
