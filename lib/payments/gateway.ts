import "server-only";
import { env } from "@/lib/env";
import { createStripeGatewayFromEnv } from "@/lib/payments/stripe-gateway";
import { createTestGateway } from "@/lib/payments/test-gateway";
import type { PaymentGateway } from "@/lib/payments/types";

export type {
  CreateIntentInput,
  GatewayRefund,
  PaymentGateway,
  PaymentIntentStatus,
  PaymentIntentView,
  PaymentMode,
  WebhookEvent,
} from "@/lib/payments/types";

const cache = globalThis as unknown as { atelierPaymentGateway?: { key: string; gateway: PaymentGateway } };

/** The gateway that PAYMENTS selects (`stripe` when a Stripe key is set, else `test`); one instance per process. */
export function getPaymentGateway(): PaymentGateway {
  const config = env();
  // Rebuilt only when the configuration changes (tests switch modes and fake Stripe addresses).
  const key = [config.PAYMENTS, config.STRIPE_SECRET_KEY, config.STRIPE_API_URL].join("|");
  if (cache.atelierPaymentGateway?.key !== key) {
    const gateway = config.PAYMENTS === "stripe" ? createStripeGatewayFromEnv() : createTestGateway();
    cache.atelierPaymentGateway = { key, gateway };
  }
  return cache.atelierPaymentGateway.gateway;
}
