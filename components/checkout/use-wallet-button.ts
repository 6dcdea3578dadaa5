"use client";

import type { ExpressCheckoutElementProps } from "@stripe/react-stripe-js";
import type {
  StripeElements,
  StripeExpressCheckoutElementClickEvent,
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementOptions,
  StripeExpressCheckoutElementShippingAddressChangeEvent,
  StripeExpressCheckoutElementShippingRateChangeEvent,
} from "@stripe/stripe-js";
import { useEffect, useMemo, useRef } from "react";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import type { PaymentIntentAnswer, PaymentStepProps, WalletDetails } from "@/components/checkout/checkout-types";
import type { PaymentOutcome } from "@/components/checkout/stripe-confirm";
import { WALLET_FALLBACK_STATE } from "@/lib/checkout/shown-totals";
import { priceWalletChoice, walletShippingRates } from "@/lib/checkout/wallet-pricing";
import { quoteTax } from "@/lib/browser/checkout-api";
import { isShippingMethod, type ShippingMethodId } from "@/lib/pricing/shipping";
import { ppmOfPercent } from "@/lib/tax/rule";

/** What the wallet asks the payer for: name, email, phone and a US shipping address, with the shop's three rates. */
export const WALLET_OPTIONS: StripeExpressCheckoutElementOptions = {
  emailRequired: true,
  phoneNumberRequired: true,
  shippingAddressRequired: true,
  allowedShippingCountries: ["US"],
  shippingRates: walletShippingRates(),
};

type WalletHandlers = Pick<
  ExpressCheckoutElementProps,
  "onClick" | "onShippingAddressChange" | "onShippingRateChange" | "onConfirm" | "onCancel"
>;

type Options = {
  /** The Elements group the wallet sits in; null until Stripe.js has loaded. */
  elements: StripeElements | null;
  props: PaymentStepProps;
  /** Pays with the Elements group, confirming the intent `clientSecret` answers (the payment step's one flow). */
  pay: (clientSecret: () => Promise<string | undefined>) => Promise<PaymentOutcome>;
  onError: (message: string) => void;
};

/**
 * The Express Checkout Element's handlers: it asks for payer name, email, phone and shipping; reprices shipping
 * and tax (cents) when the address or the rate changes, moving the Elements group's amount with elements.update
 * (never a new group: that would tear the wallet down in the middle of its own confirm); refuses an address
 * without a region; and at confirmation prices a fresh intent for what the wallet chose before confirming it. Tax
 * starts at the page's intent's rate; a guest's new wallet address asks the server its rate (GET /api/tax/rate, the
 * rule the fresh intent applies), while a member's saved address keeps the intent's.
 */
export function useWalletButton({ elements, props, pay, onError }: Options): WalletHandlers {
  // The element keeps the handlers it was given; they read the latest props through this ref.
  const latest = useRef({ elements, props, pay, onError });
  // What the buyer has chosen in the wallet so far: the rate, the state of the address (none before one is picked)
  // and the tax rate for it (parts per million).
  const choice = useRef<{ method: ShippingMethodId; state: string | null; taxRatePpm: number }>({
    method: props.method,
    state: null,
    taxRatePpm: ppmOfPercent(props.intent.tax.ratePercent),
  });
  useEffect(() => {
    latest.current = { elements, props, pay, onError };
  });

  return useMemo<WalletHandlers>(() => {
    /** Prices the wallet's choice and moves the Elements group's amount to match what the wallet shows. */
    const reprice = () => {
      const { props: current, elements: group } = latest.current;
      const update = priceWalletChoice({
        subtotalCents: current.subtotalCents,
        // The code's part as the server priced it for this checkout; the fresh intent at confirmation prices it again.
        discountCents: current.intent.discountCents,
        method: choice.current.method,
        taxRatePpm: choice.current.taxRatePpm,
      });
      void group?.update({ amount: update.amount });
      return update;
    };

    /** A guest's new wallet address: its rate from the server; an unanswered question keeps the last rate. */
    const taxAddress = async (region: string, postalCode: string) => {
      choice.current.state = region;
      try {
        choice.current.taxRatePpm = ppmOfPercent((await quoteTax(region, postalCode)).ratePercent);
      } catch {
        // The fresh intent at confirmation prices this address whatever the wallet showed.
      }
    };

    const confirm = async (event: StripeExpressCheckoutElementConfirmEvent) => {
      const { props: current, pay: payWith, onError: showError } = latest.current;
      const address = event.shippingAddress?.address;
      if (!address?.line1 || !address.city || !address.postal_code) {
        event.paymentFailed({ reason: "invalid_shipping_address" });
        return showError(CHECKOUT_MESSAGES.walletAddressRequired);
      }
      const rate = event.shippingRate?.id;
      const details: WalletDetails = {
        name: event.shippingAddress?.name || event.billingDetails?.name || "",
        email: event.billingDetails?.email ?? null,
        phone: event.billingDetails?.phone ?? null,
        address: {
          line1: address.line1,
          line2: address.line2 ?? null,
          city: address.city,
          state: address.state || choice.current.state || WALLET_FALLBACK_STATE,
          postalCode: address.postal_code,
          country: address.country || "US",
        },
        method: isShippingMethod(rate) ? rate : choice.current.method,
      };
      const prepare = (): Promise<string | undefined> =>
        current.prepareWalletIntent(details).then((intent: PaymentIntentAnswer) => intent.clientSecret);
      const outcome = await payWith(prepare);
      if (outcome.kind === "failed") event.paymentFailed();
    };

    return {
      onClick(event: StripeExpressCheckoutElementClickEvent) {
        const update = reprice();
        // The wallet preselects the first rate: the method already chosen on the page comes first.
        event.resolve({ shippingRates: walletShippingRates(choice.current.method), lineItems: update.lineItems });
      },
      onShippingAddressChange(event: StripeExpressCheckoutElementShippingAddressChangeEvent) {
        const answer = () =>
          event.resolve({ lineItems: reprice().lineItems, shippingRates: walletShippingRates(choice.current.method) });
        // A member ships to the saved address chosen earlier, so its tax stands whatever the wallet shows.
        if (!latest.current.props.walletAddressDecidesTax) return answer();
        const region = event.address.state?.trim().toUpperCase() ?? "";
        // The state decides the tax: an address without one cannot be priced.
        if (!region) return event.reject();
        void taxAddress(region, event.address.postal_code ?? "").then(answer);
      },
      onShippingRateChange(event: StripeExpressCheckoutElementShippingRateChangeEvent) {
        if (isShippingMethod(event.shippingRate.id)) choice.current.method = event.shippingRate.id;
        event.resolve({ lineItems: reprice().lineItems });
      },
      onConfirm(event: StripeExpressCheckoutElementConfirmEvent) {
        void confirm(event);
      },
      onCancel() {
        // The wallet closed without paying: the card form below pays the page's own intent, at its own amount.
        void latest.current.elements?.update({ amount: latest.current.props.intent.amount });
      },
    };
  }, []);
}
