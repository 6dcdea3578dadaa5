import "server-only";
import { createHmac } from "node:crypto";
import { env } from "@/lib/env";

/**
 * The secret webhooks are signed with: STRIPE_WEBHOOK_SECRET when set (Stripe mode cannot start without it;
 * `npm start` generates one into .data/webhook-secret for the test gateway, as it does AUTH_SECRET). A bare
 * `next start` or a test run with the test gateway and no such variable derives one from AUTH_SECRET, so it is
 * stable, private, and fixed in tests.
 */
export function webhookSigningSecret(): string {
  const config = env();
  if (config.STRIPE_WEBHOOK_SECRET) return config.STRIPE_WEBHOOK_SECRET;
  return `whsec_${createHmac("sha256", config.AUTH_SECRET).update("atelier:test-gateway-webhooks").digest("base64url")}`;
}
