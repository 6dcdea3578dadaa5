"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { Notice } from "@/components/ui/notice";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import type { PaymentStepProps } from "@/components/checkout/checkout-types";
import { TestCardForm } from "@/components/checkout/test-card-form";
import { getPaymentsConfigOfShop, type PaymentsConfig } from "@/lib/browser/checkout-api";

// Loaded only in Stripe mode, as a chunk of its own: the test gateway's page never fetches Stripe.js, nor
// @stripe/stripe-js and @stripe/react-stripe-js, nor the shop's Stripe code.
const StripePayment = lazy(() => import("@/components/checkout/stripe-payment"));

type ConfigState = { kind: "loading" } | { kind: "ready"; config: PaymentsConfig } | { kind: "failed" };

/** The payment step of both checkouts: GET /api/payments/config decides between Stripe and the test card form. */
export function PaymentStep(props: PaymentStepProps) {
  const [state, setState] = useState<ConfigState>({ kind: "loading" });

  useEffect(() => {
    let current = true;
    getPaymentsConfigOfShop()
      .then((config) => current && setState({ kind: "ready", config }))
      .catch((failure: unknown) => {
        console.error(CHECKOUT_MESSAGES.loadPaymentSystem, failure);
        if (current) setState({ kind: "failed" });
      });
    return () => {
      current = false;
    };
  }, []);

  if (!props.intent.clientSecret) return <Notice tone="error">{CHECKOUT_MESSAGES.noClientSecret}</Notice>;
  if (state.kind === "failed") return <Notice tone="error">{CHECKOUT_MESSAGES.loadPaymentSystem}</Notice>;
  if (state.kind === "loading") return <PaymentPlaceholder />;
  const { mode, publishableKey, appearance } = state.config;
  if (mode === "test") return <TestCardForm intent={props.intent} complete={props.complete} />;
  if (!publishableKey) return <Notice tone="error">{CHECKOUT_MESSAGES.loadPaymentSystem}</Notice>;
  return (
    <Suspense fallback={<PaymentPlaceholder />}>
      <StripePayment {...props} publishableKey={publishableKey} appearance={appearance} />
    </Suspense>
  );
}

function PaymentPlaceholder() {
  return (
    <p
      role="status"
      className="animate-pulse rounded-sm border border-line bg-sand/40 px-4 py-10 text-center text-sm text-muted"
    >
      Loading payment form…
    </p>
  );
}
