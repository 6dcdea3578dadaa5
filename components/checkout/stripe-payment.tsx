"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormNotice } from "@/components/auth/form-notice";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import type { PaymentStepProps } from "@/components/checkout/checkout-types";
import type { PaymentsConfig } from "@/components/checkout/payment-step";
import { loadStripeClient, type StripeClient, type StripeElements } from "@/components/checkout/stripe-js";
import { isPaymentTaken, OrderCompletionError, useFinishCheckout } from "@/components/checkout/use-finish-checkout";
import { useWalletButton } from "@/components/checkout/use-wallet-button";
import { buttonClass } from "@/components/ui/button-styles";
import { formatUsd } from "@/lib/pricing/money";

type Ready = { stripe: StripeClient; elements: StripeElements };

/**
 * Stripe mode (spec §7): the Payment Element and the Express Checkout Element on one Elements group, confirmed
 * with confirmPayment (return_url {origin}/order-confirmation, redirect only if required), then the same
 * completion call as the test gateway.
 */
export default function StripePayment(props: PaymentStepProps & { config: PaymentsConfig }) {
  const { config, intent } = props;
  const paymentRef = useRef<HTMLDivElement>(null);
  const walletRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<Ready | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const finish = useFinishCheckout(props.complete);

  useEffect(() => {
    const key = config.publishableKey;
    // PaymentStep shows the failure for a missing key; nothing to load then.
    if (!key) return;
    let current = true;
    let cleanup = () => {};
    loadStripeClient(key)
      .then((stripe) => {
        if (!current || !paymentRef.current) return;
        // Deferred-intent Elements, so the wallet may change the amount as shipping and tax are recalculated.
        const elements = stripe.elements({ mode: "payment", amount: intent.amount, currency: "usd", appearance: config.appearance });
        const payment = elements.create("payment", { layout: "tabs" });
        payment.mount(paymentRef.current);
        cleanup = () => payment.destroy();
        setReady({ stripe, elements });
      })
      .catch((failure: unknown) => {
        console.error(CHECKOUT_MESSAGES.loadPaymentSystem, failure);
        if (current) setError(CHECKOUT_MESSAGES.loadPaymentSystem);
      });
    return () => {
      current = false;
      cleanup();
    };
  }, [config, intent.amount]);

  /** Confirms with Stripe, then completes the order; every failure ends as one of spec §8's messages. */
  async function confirm(clientSecret: string | undefined, { stripe, elements }: Ready): Promise<boolean> {
    if (!clientSecret) {
      setError(CHECKOUT_MESSAGES.noClientSecret);
      return false;
    }
    setPending(true);
    setError(null);
    setNotice(null);
    try {
      const submitted = await elements.submit();
      if (submitted.error) throw new Error(submitted.error.message ?? CHECKOUT_MESSAGES.paymentFailed);
      const result = await stripe.confirmPayment({
        elements,
        clientSecret,
        confirmParams: { return_url: `${window.location.origin}/order-confirmation` },
        redirect: "if_required",
      });
      if (result.error) throw new Error(result.error.message ?? CHECKOUT_MESSAGES.paymentFailed);
      if (!result.paymentIntent || !isPaymentTaken(result.paymentIntent.status)) {
        setNotice(CHECKOUT_MESSAGES.processing);
        return false;
      }
      await finish(result.paymentIntent.id);
      return true;
    } catch (failure) {
      const message = failure instanceof OrderCompletionError || failure instanceof Error ? failure.message : CHECKOUT_MESSAGES.unexpected;
      setError(message || CHECKOUT_MESSAGES.paymentFailedRetry);
      return false;
    } finally {
      setPending(false);
    }
  }

  useWalletButton({ ready, mountRef: walletRef, props, confirm, onError: setError });

  function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready) void confirm(intent.clientSecret, ready);
  }

  return (
    <form onSubmit={pay} className="space-y-5">
      <FormNotice tone="error">{error}</FormNotice>
      {notice ? <FormNotice tone="success">{notice}</FormNotice> : null}
      <div ref={walletRef} data-testid="express-checkout" />
      <div ref={paymentRef} data-testid="payment-element" className="min-h-24" />
      <button type="submit" disabled={!ready || pending} className={buttonClass({ size: "lg", className: "w-full" })}>
        {pending ? "Processing…" : `Pay ${formatUsd(intent.amount)}`}
      </button>
    </form>
  );
}
