import { idParams, ok, route } from "@/lib/http";
import { idempotencyKeyOf, refundOrderPart } from "@/lib/orders/refunds/issue";
import { createRefundSchema, IDEMPOTENCY_KEY_HEADER, withRefundAmountInDollars } from "@/lib/orders/refunds/schemas";

// POST /api/admin/orders/{id}/refunds { amount, reason } + Idempotency-Key – refund part of a captured order (ADMIN
// only)
export const POST = route(
  { auth: "admin", params: idParams, body: createRefundSchema, headers: [IDEMPOTENCY_KEY_HEADER] },
  async ({ user, params, body, headers }) =>
    ok(
      withRefundAmountInDollars(
        await refundOrderPart({
          orderId: params.id,
          amountCents: body.amountCents,
          reason: body.reason,
          idempotencyKey: idempotencyKeyOf(headers[IDEMPOTENCY_KEY_HEADER]),
          actorId: user.userId,
        }),
      ),
      { status: 201 },
    ),
);
