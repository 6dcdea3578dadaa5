import { paymentWebhookHandlers } from "@/lib/checkout/webhook-handlers";
import { ok, readWebhookBody, route } from "@/lib/http";
import { handlePaymentWebhook } from "@/lib/payments/webhooks/handle-webhook";

// POST /api/payments/webhook – payment events, signed on the raw body (so it is read as text, never parsed first)
export const POST = route({ auth: "public" }, async ({ request }) =>
  ok(await handlePaymentWebhook(await readWebhookBody(request), request.headers.get("stripe-signature"), paymentWebhookHandlers)),
);
