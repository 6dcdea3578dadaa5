"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { FormNotice } from "@/components/auth/form-notice";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import type { PaymentStepProps } from "@/components/checkout/checkout-types";
import { TestCardForm } from "@/components/checkout/test-card-form";
import { apiFetch } from "@/lib/http/api-client";
import type { PaymentAppearance } from "@/lib/payments/appearance";

// Loaded only in Stripe mode, as a chunk of its own: the test gateway's page never fetches Stripe.js, nor
// @stripe/stripe-js and @stripe/react-stripe-js, nor the shop's Stripe code.
const StripePayment = lazy(() => import("@/components/checkout/stripe-payment"));

/** GET /api/payments/config's data. */
type PaymentsConfig = { mode: "stripe" | "test"; publishableKey: string | null; appearance: PaymentAppearance };

type ConfigState = { kind: "loading" } | { kind: "ready"; config: PaymentsConfig } | { kind: "failed" };

/** The payment step of both checkouts: GET /api/payments/config decides between Stripe and the test card form. */
export function PaymentStep(props: PaymentStepProps) {
  const [state, setState] = useState<ConfigState>({ kind: "loading" });

  useEffect(() => {
    let current = true;
    apiFetch<PaymentsConfig>("/api/payments/config")
      .then(({ data }) => current && setState({ kind: "ready", config: data }))
      .catch((failure: unknown) => {
        console.error(CHECKOUT_MESSAGES.loadPaymentSystem, failure);
        if (current) setState({ kind: "failed" });
      });
    return () => {
      current = false;
    };
  }, []);

  if (!props.intent.clientSecret) return <FormNotice tone="error">{CHECKOUT_MESSAGES.noClientSecret}</FormNotice>;
  if (state.kind === "failed") return <FormNotice tone="error">{CHECKOUT_MESSAGES.loadPaymentSystem}</FormNotice>;
  if (state.kind === "loading") return <PaymentPlaceholder />;
  const { mode, publishableKey, appearance } = state.config;
  if (mode === "test") return <TestCardForm intent={props.intent} complete={props.complete} />;
  if (!publishableKey) return <FormNotice tone="error">{CHECKOUT_MESSAGES.loadPaymentSystem}</FormNotice>;
  return (
    <Suspense fallback={<PaymentPlaceholder />}>
      <StripePayment {...props} publishableKey={publishableKey} appearance={appearance} />
    </Suspense>
  );
}

function PaymentPlaceholder() {
  return (
    <p role="status" className="animate-pulse rounded-sm border border-line bg-sand/40 px-4 py-10 text-center text-sm text-muted">
      Loading payment form…
    </p>
  );
}
