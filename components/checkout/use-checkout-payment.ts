"use client";

import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import type { PaymentIntentAnswer, PlacedOrder, WalletDetails } from "@/components/checkout/checkout-types";
import { ApiRequestError } from "@/lib/browser/api-error";
import { createPaymentIntent } from "@/lib/browser/checkout-api";
import type { PaymentIntentRequest } from "@/lib/checkout/schemas";
import type { ShippingMethodId } from "@/lib/pricing/shipping";

/** What a checkout pays for: its own details (the guest's form, the member's address) and the shipping method. */
type PaymentContext = { method: ShippingMethodId };

/** A payment under way: the intent the server priced, and what it was priced for. */
export type Paying<C extends PaymentContext> = { intent: PaymentIntentAnswer; context: C };

/** How one checkout asks for its payment, completes it, and reads a wallet's choice. */
type PaymentPlan<C extends PaymentContext> = {
  /** The create-payment-intent payload for this context (docs/api.md). */
  intentRequest: (context: C) => PaymentIntentRequest;
  /** The completion call (guest or member) for a paid intent: answers the order. */
  complete: (paymentIntentId: string, paying: Paying<C>) => Promise<PlacedOrder>;
  /** The context a wallet's details make of the one being paid (a guest's wallet brings its own address). */
  walletContext: (wallet: WalletDetails, paying: Paying<C> | null) => C;
};

/** The message for a payment that could not start: the server's reason when it gave one the buyer can act on. */
function initializeFailure(failure: unknown): string {
  console.error(CHECKOUT_MESSAGES.initializePayment, failure);
  return failure instanceof ApiRequestError && failure.status < 500
    ? failure.display(CHECKOUT_MESSAGES.initializePayment)
    : CHECKOUT_MESSAGES.initializePayment;
}

/**
 * The payment both checkouts share (docs/pages.md, The payment step): the intent priced by the server for what the
 * buyer chose, the step's error and pending state, the completion call, and a fresh intent when a wallet changes the
 * address or method.
 */
export function useCheckoutPayment<C extends PaymentContext>(plan: PaymentPlan<C>) {
  const [paying, setPaying] = useState<Paying<C> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A wallet's payment completes before React renders its fresh intent, so the completion call reads the payment in
  // progress here: the server checks it against that intent's checkout.
  const payingRef = useRef<Paying<C> | null>(null);
  // The plan closes over the page's latest state (the cart, the chosen address); the calls below read it when they run.
  const planRef = useRef(plan);
  useLayoutEffect(() => {
    planRef.current = plan;
  });

  const pay = useCallback((next: Paying<C> | null) => {
    payingRef.current = next;
    setPaying(next);
  }, []);

  /** Prices the context and moves to the payment step; false (with the error shown) when it could not. */
  const start = useCallback(
    async (context: C): Promise<boolean> => {
      setPending(true);
      setError(null);
      try {
        const intent = await createPaymentIntent(planRef.current.intentRequest(context));
        if (!intent.clientSecret) {
          setError(CHECKOUT_MESSAGES.noClientSecret);
          return false;
        }
        pay({ intent, context });
        return true;
      } catch (failure) {
        setError(initializeFailure(failure));
        return false;
      } finally {
        setPending(false);
      }
    },
    [pay],
  );

  const complete = useCallback(async (paymentIntentId: string): Promise<PlacedOrder> => {
    const current = payingRef.current;
    if (!current) throw new Error("No payment in progress");
    return planRef.current.complete(paymentIntentId, current);
  }, []);

  const prepareWalletIntent = useCallback(
    async (wallet: WalletDetails): Promise<PaymentIntentAnswer> => {
      const context = planRef.current.walletContext(wallet, payingRef.current);
      const intent = await createPaymentIntent(planRef.current.intentRequest(context));
      pay({ intent, context });
      return intent;
    },
    [pay],
  );

  return { paying, error, setError, pending, start, leave: () => pay(null), complete, prepareWalletIntent };
}
