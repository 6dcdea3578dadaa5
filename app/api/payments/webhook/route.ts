import { paymentWebhookHandlers } from "@/lib/checkout/webhook-handlers";
import { ok, route } from "@/lib/http";
import { handlePaymentWebhook } from "@/lib/payments/webhooks/handle-webhook";

// POST /api/payments/webhook – payment events, signed on the raw body (so it is read as text, never parsed first)
export const POST = route(
  { auth: "public", rawBody: true, headers: ["stripe-signature"] },
  async ({ rawBody, headers }) =>
    ok(await handlePaymentWebhook(rawBody, headers["stripe-signature"], paymentWebhookHandlers)),
);
