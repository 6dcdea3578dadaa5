import "server-only";
import { env } from "@/lib/env";
import { PAYMENT_APPEARANCE, type PaymentAppearance } from "@/lib/payments/appearance";
import type { PaymentMode } from "@/lib/payments/types";

export type PaymentsConfig = {
  mode: PaymentMode;
  /** Stripe's publishable key in Stripe mode (null if unset: the page says the payment system failed to load). */
  publishableKey: string | null;
  appearance: PaymentAppearance;
};

/** What the browser needs to take a payment: which gateway runs, Stripe's publishable key, the form's look. */
export function getPaymentsConfig(): PaymentsConfig {
  const config = env();
  return {
    mode: config.PAYMENTS,
    // The test gateway has no keys; never hand out a publishable key it would not use.
    publishableKey: config.PAYMENTS === "stripe" ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    appearance: PAYMENT_APPEARANCE,
  };
}

/**
 * Whether every page says "Test mode — no real charge": a production shop running the test gateway (a demo shop,
 * which must say so explicitly with PAYMENTS=test). In development the payment step alone says it.
 */
export function showsTestModeOnEveryPage(): boolean {
  const config = env();
  return config.NODE_ENV === "production" && config.PAYMENTS === "test";
}
