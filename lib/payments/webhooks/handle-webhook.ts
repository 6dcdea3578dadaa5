import "server-only";
import { PayloadTooLargeError } from "@/lib/errors";
import { WEBHOOK_BODY_LIMIT_BYTES } from "@/lib/payments/webhooks/body-limit";
import { getPaymentGateway, type PaymentIntentView } from "@/lib/payments/gateway";
import { isEventProcessed, recordEventProcessed } from "@/lib/payments/webhooks/processed-events";

// Stripe's events are a few kilobytes; anything near this is not one of them.

/** Event type (Stripe's name) → what the shop does with it; throwing makes the sender deliver the event again. */
type HandlersFor<Subject> = Readonly<Partial<Record<string, (subject: Subject) => Promise<void>>>>;

/**
 * The shop's handlers, by what the event is about: a payment intent (given as the event carries it), or a refund
 * (given by its id). The modules that own each lifecycle provide them: checkout the payments, orders the refunds.
 */
export type WebhookHandlers = {
  readonly intents: HandlersFor<PaymentIntentView>;
  readonly refunds: HandlersFor<string>;
};

type WebhookReceipt = { received: true; duplicate: boolean };

/**
 * POST /api/payments/webhook: verifies the signature on the raw body (400 and nothing done when it is missing,
 * stale or does not match), applies each event once through its handler, and records it. Events without a
 * handler are acknowledged.
 */
export async function handlePaymentWebhook(
  rawBody: string,
  signature: string | null,
  handlers: WebhookHandlers,
): Promise<WebhookReceipt> {
  if (Buffer.byteLength(rawBody) > WEBHOOK_BODY_LIMIT_BYTES) throw new PayloadTooLargeError();
  const event = getPaymentGateway().verifyWebhook(rawBody, signature);
  if (await isEventProcessed(event.id)) return { received: true, duplicate: true };
  const { object, refundId } = event.data;
  const onIntent = handlers.intents[event.type];
  if (onIntent && object) await onIntent(object);
  const onRefund = handlers.refunds[event.type];
  if (onRefund && refundId) await onRefund(refundId);
  await recordEventProcessed(event);
  return { received: true, duplicate: false };
}
