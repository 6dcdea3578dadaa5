import "server-only";
import { AppError } from "@/lib/errors";

/**
 * A webhook whose `Stripe-Signature` is missing, malformed, too old or does not match the body: 400, so the
 * sender learns it was refused, and nothing about the event is acted on.
 */
export class InvalidWebhookSignatureError extends AppError {
  constructor(reason: string) {
    super(400, "invalid_signature", `Webhook signature verification failed: ${reason}`);
  }
}
