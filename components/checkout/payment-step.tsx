"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { FormNotice } from "@/components/auth/form-notice";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import type { PaymentStepProps } from "@/components/checkout/checkout-types";
import { TestCardForm } from "@/components/checkout/test-card-form";
import { apiFetch } from "@/lib/http/api-client.shared";

// Loaded only in Stripe mode: the test gateway's page never fetches Stripe.js or this code.
const StripePayment = lazy(() => import("@/components/checkout/stripe-payment"));

export type PaymentsConfig = { mode: "stripe" | "test"; publishableKey: string | null; appearance: Record<string, unknown> };

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
  if (state.kind === "failed" || (state.kind === "ready" && state.config.mode === "stripe" && !state.config.publishableKey)) return <FormNotice tone="error">{CHECKOUT_MESSAGES.loadPaymentSystem}</FormNotice>;
  if (state.kind === "loading") return <PaymentPlaceholder />;
  if (state.config.mode === "test") return <TestCardForm intent={props.intent} complete={props.complete} />;
  return (
    <Suspense fallback={<PaymentPlaceholder />}>
      <StripePayment {...props} config={state.config} />
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
