import "server-only";
import { matchesClientSecret } from "@/lib/checkout/client-secret";
import {
  notCompletedError,
  paymentNotTakenError,
  unpaidIntentError,
  type CheckoutOutcome,
} from "@/lib/checkout/outcomes";
import { settleCheckout } from "@/lib/checkout/settle";
import { db } from "@/lib/db";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { toOrderDto, type OrderDto } from "@/lib/orders/dto";
import { findOrderById, ORDER_NOT_FOUND } from "@/lib/orders/queries";
import { limitCompletionClient, limitDraftGatewayCalls } from "@/lib/checkout/limits";

/** What a completion call answers for a payment no checkout of the caller's has (the same as for none at all). */
const CHECKOUT_NOT_FOUND = "Order not found";

/**
 * The order a settled checkout made, or the error that tells the buyer why there is none (and that nothing was
 * charged).
 */
async function orderOf(outcome: CheckoutOutcome): Promise<OrderDto> {
  switch (outcome.kind) {
    case "ordered": {
      const order = outcome.order ? toOrderDto(outcome.order) : await findOrderById(outcome.orderId);
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
      return order;
    }
    case "payment_not_taken":
      throw paymentNotTakenError();
    case "not_completed":
      throw notCompletedError(outcome.reason, outcome.soldOutPiece);
    case "unpaid":
      throw unpaidIntentError(outcome.intent);
    case "unknown":
      throw new NotFoundError(CHECKOUT_NOT_FOUND, "order_not_found");
  }
}

/**
 * POST /api/orders/checkout: the member's page reports its payment done. The draft must be the caller's (404
 * otherwise, the same as a missing one); the address, method and amounts are the draft's, never the body's.
 * Counted against the `client` first and against the draft once it is proved the member's: 429 past either.
 */
export async function completeMemberCheckout(
  userId: string,
  paymentIntentId: string,
  client: string | null,
): Promise<OrderDto> {
  await limitCompletionClient("member", client);
  const draft = await db.checkoutDraft.findUnique({ where: { paymentIntentId } });
  if (!draft || draft.userId !== userId) throw new NotFoundError(CHECKOUT_NOT_FOUND, "order_not_found");
  await limitDraftGatewayCalls(draft.id);
  return orderOf(await settleCheckout(paymentIntentId, draft));
}

/**
 * POST /api/guest/checkout: a guest's page reports its payment done. The draft must be a guest's, bought with
 * this email (404 otherwise): knowing an intent id alone does not reveal anyone's order. Counted first against the
 * `client` (the address the trusted proxy saw), then against the draft once the email matched: 429 past either.
 * Not per email: anyone can type a stranger's email, and must not use up that stranger's completions.
 */
export async function completeGuestCheckout(
  email: string,
  paymentIntentId: string,
  client: string | null,
): Promise<OrderDto> {
  await limitCompletionClient("guest", client);
  const draft = await db.checkoutDraft.findUnique({ where: { paymentIntentId } });
  if (!draft || draft.userId !== null || draft.email.toLowerCase() !== email.toLowerCase()) {
    throw new NotFoundError(CHECKOUT_NOT_FOUND, "order_not_found");
  }
  await limitDraftGatewayCalls(draft.id);
  return orderOf(await settleCheckout(paymentIntentId, draft));
}

/**
 * POST /api/orders (no body): it never creates an order by itself: it settles the caller's most recent checkout,
 * which answers its order only when that checkout's payment went through (the order already made for it is
 * answered again). Without a checkout → 409 no_checkout; with an unpaid one → the payment's state. Limited as
 * POST /api/orders/checkout is, with which it shares its budgets.
 */
export async function finalizeLatestCheckout(userId: string, client: string | null): Promise<OrderDto> {
  await limitCompletionClient("member", client);
  const draft = await db.checkoutDraft.findFirst({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, paymentIntentId: true },
  });
  if (!draft)
    throw new ConflictError("There is no paid checkout to turn into an order. Please check out first.", "no_checkout");
  await limitDraftGatewayCalls(draft.id);
  return orderOf(await settleCheckout(draft.paymentIntentId));
}

/**
 * A payment method that redirects (a bank page, say) brings the buyer back to /order-confirmation with the
 * intent's id and client secret. The secret proves this browser paid it, guest or member: the checkout is settled
 * and its order answered (with `guest` true for a guest's order, whose browser then gets the cookie that shows
 * it), or the reason there is none. 404 for a wrong secret, the same as for an unknown intent.
 *
 * The secret is checked against the hash the draft kept, before the gateway is asked anything: a loop of forged
 * calls with a known intent id costs the shop a database read each (and 429 past the client's limit), never a
 * call against its Stripe rate limit, which every real checkout needs.
 */
export async function completeReturnedCheckout(
  paymentIntentId: string,
  clientSecret: string,
  client: string | null,
): Promise<{ order: OrderDto; guest: boolean }> {
  await limitCompletionClient("return", client);
  const draft = await db.checkoutDraft.findUnique({
    where: { paymentIntentId },
    select: { id: true, userId: true, clientSecretHash: true },
  });
  if (!draft || !matchesClientSecret(clientSecret, draft.clientSecretHash))
    throw new NotFoundError(CHECKOUT_NOT_FOUND, "order_not_found");
  await limitDraftGatewayCalls(draft.id);
  return { order: await orderOf(await settleCheckout(paymentIntentId)), guest: draft.userId === null };
}
