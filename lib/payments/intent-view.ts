import "server-only";
import { z } from "zod";
import type { PaymentIntentStatus, PaymentIntentView } from "@/lib/payments/types";

const STATUSES = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "requires_capture",
  "canceled",
  "succeeded",
] as const satisfies readonly PaymentIntentStatus[];

/** The fields of a Stripe PaymentIntent object (API or event payload) that the shop reads. */
const stripeIntentSchema = z.object({
  id: z.string(),
  object: z.literal("payment_intent"),
  client_secret: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(STATUSES),
  metadata: z.record(z.string(), z.string()).nullish(),
  last_payment_error: z.object({ message: z.string().nullish() }).nullish(),
  // Only an expanded charge carries the refunded amount and when the card was authorized; an id or null says nothing.
  latest_charge: z
    .union([z.string(), z.object({ amount_refunded: z.number().int(), created: z.number().int() }).loose()])
    .nullish(),
});

/** True when a Stripe object is a PaymentIntent (events about charges, customers… are not). */
export function isStripeIntent(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as { object?: unknown }).object === "payment_intent";
}

/** A Stripe-shaped PaymentIntent (snake_case, as the API and webhooks send it) as the shop's view of it. */
export function toPaymentIntentView(value: unknown): PaymentIntentView {
  const intent = stripeIntentSchema.parse(value);
  const charge = intent.latest_charge;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    metadata: intent.metadata ?? {},
    lastPaymentError: intent.last_payment_error?.message ?? null,
    amountRefunded: typeof charge === "object" && charge !== null ? charge.amount_refunded : 0,
    authorizedAt: typeof charge === "object" && charge !== null ? new Date(charge.created * 1000) : null,
  };
}
