import "server-only";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import {
  CHECKOUT_RETURNS_PER_CLIENT,
  GATEWAY_CALLS_PER_DRAFT,
  GUEST_CHECKOUTS_PER_CLIENT,
  MEMBER_COMPLETIONS_PER_CLIENT,
  PAYMENT_INTENTS_PER_BUYER,
  PAYMENT_INTENTS_PER_CLIENT,
} from "@/lib/rate-limit/policies";

/** A guest buyer's key: the email as typed, case and spaces aside. */
function guestBuyer(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/**
 * Counts a payment intent against the client and the buyer (POST /api/payments/create-payment-intent's `before`):
 * `buyer` is a member's id or a guest's email, null when neither is known. 429 with Retry-After past either limit.
 */
export async function limitPaymentIntents(
  client: string | null,
  buyer: { userId: string } | { email: string } | null,
): Promise<void> {
  const subject = buyer === null ? null : "userId" in buyer ? `member:${buyer.userId}` : guestBuyer(buyer.email);
  await enforceRateLimits([
    [PAYMENT_INTENTS_PER_CLIENT, client],
    [PAYMENT_INTENTS_PER_BUYER, subject],
  ]);
}

/** Which completion endpoint a client is counted under (each has its own budget; docs/decisions.md, Limits). */
export type CompletionEndpoint = "guest" | "member" | "return";

const COMPLETIONS_PER_CLIENT = {
  guest: GUEST_CHECKOUTS_PER_CLIENT,
  member: MEMBER_COMPLETIONS_PER_CLIENT,
  return: CHECKOUT_RETURNS_PER_CLIENT,
};

/**
 * The first limit of every call that may settle a checkout (POST /api/guest/checkout, /api/orders,
 * /api/orders/checkout, /api/checkout/return): per client, before the draft is even read. 429 past it.
 */
export async function limitCompletionClient(endpoint: CompletionEndpoint, client: string | null): Promise<void> {
  await enforceRateLimits([[COMPLETIONS_PER_CLIENT[endpoint], client]]);
}

/**
 * The second: per draft, counted only once the caller proved the draft is theirs, right before the gateway is
 * asked, so nobody else's refused calls spend its budget. 429 past it.
 */
export async function limitDraftGatewayCalls(draftId: string): Promise<void> {
  await enforceRateLimits([[GATEWAY_CALLS_PER_DRAFT, draftId]]);
}
