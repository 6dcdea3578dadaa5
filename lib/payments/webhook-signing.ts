import "server-only";
import Stripe from "stripe";
import { InvalidWebhookSignatureError } from "@/lib/payments/errors";
import type { WebhookEvent } from "@/lib/payments/types";
import { isStripeIntent, toPaymentIntentView } from "@/lib/payments/intent-view";

/**
 * The `Stripe-Signature` header for a payload, computed by the Stripe SDK itself so the test gateway's events are
 * signed exactly as Stripe signs them. `timestamp` (Unix seconds) lets tests make a stale signature.
 */
export function signWebhookPayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** The id of a Stripe Refund object (`object: "refund"`), else null. */
function stripeRefundIdOf(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const { object, id } = value as { object?: unknown; id?: unknown };
  return object === "refund" && typeof id === "string" && id !== "" ? id : null;
}

/**
 * Verifies a webhook with the SDK's own check (HMAC-SHA256 of "timestamp.body", 5-minute tolerance) and returns
 * the event; every failure is InvalidWebhookSignatureError (400).
 */
export function verifySignedEvent(rawBody: string, signature: string | null, secret: string): WebhookEvent {
  if (!signature) throw new InvalidWebhookSignatureError("missing Stripe-Signature header");
  let event: { id: string; type: string; created: number; data: { object: unknown } };
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split("\n")[0] ?? "invalid") : "invalid";
    throw new InvalidWebhookSignatureError(reason);
  }
  const object = event.data.object;
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    data: { object: isStripeIntent(object) ? toPaymentIntentView(object) : null, refundId: stripeRefundIdOf(object) },
  };
}
