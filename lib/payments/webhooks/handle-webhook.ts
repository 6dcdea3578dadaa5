import "server-only";
import { PayloadTooLargeError } from "@/lib/errors";
import { WEBHOOK_BODY_LIMIT_BYTES } from "@/lib/http/body";
import { getPaymentGateway, type PaymentIntentView } from "@/lib/payments/gateway";
import { isEventProcessed, recordEventProcessed } from "@/lib/payments/webhooks/processed-events";

// Stripe's events are a few kilobytes; anything near this is not one of them.

/** What the shop does with one kind of event about a payment intent; throwing makes the sender deliver it again. */
type WebhookHandler = (intent: PaymentIntentView) => Promise<void>;

/** Event type (Stripe's name) → handler. The module that owns the payments' purpose (checkout) provides them. */
export type WebhookHandlers = Readonly<Partial<Record<string, WebhookHandler>>>;

type WebhookReceipt = { received: true; duplicate: boolean };

/**
 * POST /api/payments/webhook: verifies the signature on the raw body (400 and nothing done when it is missing,
 * stale or does not match), applies each event once through its handler, and records it. Events without a
 * handler are acknowledged.
 */
export async function handlePaymentWebhook(rawBody: string, signature: string | null, handlers: WebhookHandlers): Promise<WebhookReceipt> {
  if (Buffer.byteLength(rawBody) > WEBHOOK_BODY_LIMIT_BYTES) throw new PayloadTooLargeError();
  const event = getPaymentGateway().verifyWebhook(rawBody, signature);
  if (await isEventProcessed(event.id)) return { received: true, duplicate: true };
  const handler = handlers[event.type];
  if (handler && event.data.object) await handler(event.data.object);
  await recordEventProcessed(event);
  return { received: true, duplicate: false };
}
