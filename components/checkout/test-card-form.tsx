"use client";

import { useState, type FormEvent } from "react";
import { Notice } from "@/components/ui/notice";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import { CheckoutField, controlClass } from "@/components/checkout/text-field";
import { isPaymentTaken, OrderCompletionError, useFinishCheckout } from "@/components/checkout/use-finish-checkout";
import type { PaymentStepProps } from "@/components/checkout/checkout-types";
import { buttonClass } from "@/components/ui/button-styles";
import { confirmTestPayment } from "@/lib/browser/checkout-api";
import { ApiRequestError } from "@/lib/browser/api-error";
import { formatUsd } from "@/lib/pricing/money";

// Stripe's test cards the test gateway knows (lib/payments/test-gateway/cards.ts), listed so a tester need not look
// them up.
const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "succeeds" },
  { number: "4000 0000 0000 0002", outcome: "is declined" },
  { number: "4000 0000 0000 9995", outcome: "fails: insufficient funds" },
] as const;

const ERROR_ID = "test-card-error";

/**
 * The test gateway's card form (docs/decisions.md): no real charge. POST /api/payments/test/confirm; a decline (402)
 * shows Stripe's message and leaves the cart alone; a succeeded payment completes the order.
 */
export function TestCardForm({ intent, complete }: Pick<PaymentStepProps, "intent" | "complete">) {
  const finish = useFinishCheckout(complete);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cardNumber = new FormData(event.currentTarget).get("cardNumber");
    if (!intent.clientSecret) return setError(CHECKOUT_MESSAGES.noClientSecret);
    setPending(true);
    setError(null);
    setNotice(null);
    try {
      const data = await confirmTestPayment({
        clientSecret: intent.clientSecret,
        cardNumber: typeof cardNumber === "string" ? cardNumber : "",
      });
      if (!isPaymentTaken(data.status)) {
        setNotice(CHECKOUT_MESSAGES.processing);
        setPending(false);
        return;
      }
      await finish(data.paymentIntentId);
    } catch (failure) {
      setPending(false);
      if (failure instanceof OrderCompletionError) return setError(failure.message);
      // Card and validation errors show the provider's message: it says what to fix.
      setError(
        failure instanceof ApiRequestError
          ? failure.display(CHECKOUT_MESSAGES.paymentFailed)
          : CHECKOUT_MESSAGES.unexpected,
      );
    }
  }

  return (
    <form onSubmit={pay} noValidate className="space-y-5" aria-describedby={error ? ERROR_ID : undefined}>
      <p role="note" className="rounded-sm border border-gold/60 bg-gold/10 px-4 py-3 text-sm font-semibold text-ink">
        Test mode — no real charge
      </p>
      <Notice tone="error" id={ERROR_ID}>
        {error}
      </Notice>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <CheckoutField id="card-number" label="Card number">
        <input
          id="card-number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          defaultValue="4242 4242 4242 4242"
          aria-describedby="card-number-hint"
          className={controlClass}
        />
        <div id="card-number-hint" className="mt-2 text-xs text-muted">
          <p>Test cards:</p>
          <ul className="mt-1 space-y-0.5">
            {TEST_CARDS.map((card) => (
              <li key={card.number}>
                <span className="font-mono">{card.number}</span> {card.outcome}
              </li>
            ))}
          </ul>
        </div>
      </CheckoutField>
      <div className="grid grid-cols-2 gap-4">
        <CheckoutField id="card-expiry" label="Expiry (MM / YY)">
          <input
            id="card-expiry"
            name="expiry"
            autoComplete="cc-exp"
            placeholder="12 / 34"
            defaultValue="12 / 34"
            className={controlClass}
          />
        </CheckoutField>
        <CheckoutField id="card-cvc" label="CVC">
          <input
            id="card-cvc"
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            defaultValue="123"
            className={controlClass}
          />
        </CheckoutField>
      </div>
      <button type="submit" disabled={pending} className={buttonClass({ size: "lg", className: "w-full" })}>
        {pending ? "Processing…" : `Pay ${formatUsd(intent.amount)}`}
      </button>
    </form>
  );
}
