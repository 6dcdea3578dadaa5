"use client";

import { Elements, ExpressCheckoutElement, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeElementsOptionsMode, StripePaymentElementOptions } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useCallback, useEffect, useMemo, useState, type FormEvent } from "react";
import { Notice } from "@/components/ui/notice";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import type { PaymentStepProps } from "@/components/checkout/checkout-types";
import { payWithElements, type PaymentOutcome } from "@/components/checkout/stripe-confirm";
import { useFinishCheckout } from "@/components/checkout/use-finish-checkout";
import { useWalletButton, WALLET_OPTIONS } from "@/components/checkout/use-wallet-button";
import { buttonClass } from "@/components/ui/button-styles";
import type { PaymentAppearance } from "@/lib/payments/appearance";
import { formatUsd } from "@/lib/pricing/money";

const PAYMENT_ELEMENT_OPTIONS: StripePaymentElementOptions = { layout: "tabs" };
const ERROR_ID = "stripe-payment-error";

type StripePaymentProps = PaymentStepProps & { publishableKey: string; appearance: PaymentAppearance };

/** Stripe.js, loaded on first use; a failed load answers null (the page says the payment system failed to load). */
function loadStripeOrNull(publishableKey: string): Promise<Stripe | null> {
  return loadStripe(publishableKey).catch((failure: unknown) => {
    console.error(CHECKOUT_MESSAGES.loadPaymentSystem, failure);
    return null;
  });
}

/**
 * Stripe mode: the Express Checkout Element and the Payment Element in one Elements group made without an intent
 * (the wallet may still change the amount), for the intent's amount in usd with manual capture: the group must
 * describe the intent it confirms, and the server creates its intents for manual capture.
 */
export default function StripePayment({ publishableKey, appearance, ...props }: StripePaymentProps) {
  // Once per payment step: Elements refuses a different Stripe instance after the first.
  const [stripe] = useState(() => loadStripeOrNull(publishableKey));
  const [loadFailed, setLoadFailed] = useState(false);
  const amount = props.intent.amount;
  // A new amount (a fresh intent priced for a wallet's choice) reaches the group through elements.update.
  const options = useMemo<StripeElementsOptionsMode>(
    () => ({ mode: "payment", amount, currency: "usd", captureMethod: "manual", appearance }),
    [amount, appearance],
  );

  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current && !loaded) setLoadFailed(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  if (loadFailed) return <Notice tone="error">{CHECKOUT_MESSAGES.loadPaymentSystem}</Notice>;
  return (
    <Elements stripe={stripe} options={options}>
      <StripePaymentForm {...props} />
    </Elements>
  );
}

/** The wallet button, the Payment Element and Pay; every failure ends as one of the checkout's messages. */
function StripePaymentForm(props: PaymentStepProps) {
  const stripe = useStripe();
  const elements = useElements();
  const finish = useFinishCheckout(props.complete);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const pay = useCallback(
    async (clientSecret: () => Promise<string | undefined>): Promise<PaymentOutcome> => {
      if (!stripe || !elements) return { kind: "failed", message: CHECKOUT_MESSAGES.loadPaymentSystem };
      setPending(true);
      setError(null);
      setNotice(null);
      const outcome = await payWithElements({ stripe, elements, clientSecret, finish });
      // An order moves the page on; anything else leaves the buyer here to read why, and to try again.
      if (outcome.kind !== "ordered") setPending(false);
      if (outcome.kind === "processing") setNotice(CHECKOUT_MESSAGES.processing);
      if (outcome.kind === "failed") setError(outcome.message);
      return outcome;
    },
    [stripe, elements, finish],
  );

  const wallet = useWalletButton({ elements, props, pay, onError: setError });
  const clientSecret = props.intent.clientSecret;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void pay(() => Promise.resolve(clientSecret));
  }

  return (
    <form onSubmit={submit} className="space-y-5" aria-describedby={error ? ERROR_ID : undefined}>
      <Notice tone="error" id={ERROR_ID}>
        {error}
      </Notice>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <ExpressCheckoutElement id="express-checkout" options={WALLET_OPTIONS} {...wallet} />
      <PaymentElement id="payment-element" options={PAYMENT_ELEMENT_OPTIONS} className="min-h-24" />
      <button
        type="submit"
        disabled={!stripe || !elements || pending}
        className={buttonClass({ size: "lg", className: "w-full" })}
      >
        {pending ? "Processing…" : `Pay ${formatUsd(props.intent.amount)}`}
      </button>
    </form>
  );
}
