import "server-only";
import { env } from "@/lib/env";
import type { TestPaymentIntent } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import type { CardFailure } from "@/lib/payments/test-gateway/cards";
import { randomStripeId } from "@/lib/payments/test-gateway/intents";
import { webhookSigningSecret } from "@/lib/payments/webhook-secret";
import { signWebhookPayload } from "@/lib/payments/webhook-signing";

/** The events the test gateway sends, as Stripe names them. */
type TestEventType =
  | "payment_intent.amount_capturable_updated"
  | "payment_intent.succeeded"
  | "payment_intent.payment_failed"
  | "payment_intent.canceled";

/** How long a confirm waits for the webhook endpoint before carrying on without it. */
const DELIVERY_TIMEOUT_MS = 3_000;

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A stored intent in Stripe's own JSON shape (snake_case, `object: "payment_intent"`), as webhooks carry it. */
export function stripeShapedIntent(row: TestPaymentIntent, failure?: CardFailure): Record<string, unknown> {
  return {
    id: row.id,
    object: "payment_intent",
    amount: row.amount,
    amount_capturable: row.status === "requires_capture" ? row.amount : 0,
    amount_received: row.status === "succeeded" ? row.amount : 0,
    automatic_payment_methods: { enabled: true },
    canceled_at: row.status === "canceled" ? unixSeconds(row.updatedAt) : null,
    capture_method: "manual",
    client_secret: row.clientSecret,
    created: unixSeconds(row.createdAt),
    currency: row.currency,
    last_payment_error: row.lastPaymentError
      ? {
          type: "card_error",
          code: failure?.code ?? "card_declined",
          decline_code: failure?.declineCode ?? null,
          message: row.lastPaymentError,
        }
      : null,
    latest_charge: null,
    livemode: false,
    metadata: row.metadata,
    status: row.status,
  };
}

/** A Stripe event envelope around an intent; serialized once, because the signature covers these exact bytes. */
export function buildTestEvent(type: TestEventType, intent: Record<string, unknown>): string {
  return JSON.stringify({
    id: randomStripeId("evt"),
    object: "event",
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

type Deliver = (request: Request) => Promise<Response>;

const override = globalThis as unknown as { atelierTestWebhookDelivery?: Deliver };

/**
 * Tests only: send the test gateway's events to this function (e.g. the webhook route handler itself) instead of
 * POSTing them to APP_URL, where no server listens during integration tests. Pass undefined to restore.
 */
export function setTestWebhookDelivery(deliver: Deliver | undefined): void {
  override.atelierTestWebhookDelivery = deliver;
}

/**
 * Signs an event as Stripe does and POSTs it to the shop's own webhook endpoint, waiting at most a few seconds.
 * Never throws: a lost event is logged, the payment stands, and the buyer's completion call (or a later
 * retrieve) still finalizes the order — as with Stripe, whose retries we do not imitate.
 */
export async function deliverTestEvent(body: string): Promise<{ delivered: boolean; status?: number }> {
  const { APP_URL, NODE_ENV } = env();
  const url = `${APP_URL}/api/payments/webhook`;
  // Integration tests have no server at APP_URL (or someone else's): they deliver through the override or not at all.
  if (!override.atelierTestWebhookDelivery && NODE_ENV === "test") return { delivered: false };
  try {
    const request = new Request(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": signWebhookPayload(body, webhookSigningSecret()),
      },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    const response = await (override.atelierTestWebhookDelivery ?? fetch)(request);
    if (!response.ok) log.error({ url, status: response.status }, `test gateway: webhook answered ${response.status}`);
    return { delivered: response.ok, status: response.status };
  } catch (error) {
    log.error({ url, err: error }, "test gateway: webhook delivery failed");
    return { delivered: false };
  }
}
