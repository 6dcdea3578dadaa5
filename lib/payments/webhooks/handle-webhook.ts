import "server-only";
import { PayloadTooLargeError } from "@/lib/http/errors";
import { getPaymentGateway, type PaymentIntentView } from "@/lib/payments/gateway";
import { onPaymentIntentPaymentFailed } from "@/lib/payments/webhooks/payment-intent-payment-failed";
import { onPaymentIntentSucceeded } from "@/lib/payments/webhooks/payment-intent-succeeded";
import { isEventProcessed, recordEventProcessed } from "@/lib/payments/webhooks/processed-events";

// Stripe's events are a few kilobytes; anything near this is not one of them.
const MAX_EVENT_BYTES = 512 * 1024;

const HANDLERS: Record<string, (intent: PaymentIntentView) => Promise<void>> = {
  "payment_intent.succeeded": onPaymentIntentSucceeded,
  "payment_intent.payment_failed": onPaymentIntentPaymentFailed,
};

export type WebhookReceipt = { received: true; duplicate: boolean };

/**
 * POST /api/payments/webhook: verifies the signature on the raw body (400 and nothing done when it is missing,
 * stale or does not match), applies each event once, and records it. Other event types are acknowledged.
 */
export async function handlePaymentWebhook(rawBody: string, signature: string | null): Promise<WebhookReceipt> {
  if (Buffer.byteLength(rawBody) > MAX_EVENT_BYTES) throw new PayloadTooLargeError();
  const event = getPaymentGateway().verifyWebhook(rawBody, signature);
  if (await isEventProcessed(event.id)) return { received: true, duplicate: true };
  const handler = HANDLERS[event.type];
  if (handler && event.data.object) await handler(event.data.object);
  await recordEventProcessed(event);
  return { received: true, duplicate: false };
}
