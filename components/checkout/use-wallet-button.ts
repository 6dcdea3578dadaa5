"use client";

import { useEffect, useRef, type RefObject } from "react";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import type { PaymentStepProps, WalletDetails } from "@/components/checkout/checkout-types";
import type { StripeClient, StripeElements, WalletAddressChangeEvent, WalletClickEvent, WalletConfirmEvent, WalletRateChangeEvent } from "@/components/checkout/stripe-js";
import { priceWalletChoice, walletShippingRates } from "@/components/checkout/wallet-pricing";
import { isShippingMethod, type ShippingMethodId } from "@/lib/pricing/shipping.shared";

type Ready = { stripe: StripeClient; elements: StripeElements };

type Options = {
  ready: Ready | null;
  mountRef: RefObject<HTMLDivElement | null>;
  props: PaymentStepProps;
  confirm: (clientSecret: string | undefined, ready: Ready) => Promise<boolean>;
  onError: (message: string) => void;
};

/**
 * The Express Checkout Element (spec §7): asks for payer name, email, phone and shipping; reprices shipping and
 * tax (cents) when the address or the rate changes; refuses an address without a region; and at confirmation
 * prices a fresh intent for what the wallet chose before confirming it.
 */
export function useWalletButton({ ready, mountRef, props, confirm, onError }: Options) {
  // Handlers registered once read the latest props and choices through refs.
  const latest = useRef({ props, confirm, onError });
  const choice = useRef<{ method: ShippingMethodId; state: string | null }>({ method: props.method, state: null });
  useEffect(() => {
    latest.current = { props, confirm, onError };
  });

  useEffect(() => {
    const node = mountRef.current;
    if (!ready || !node) return;
    const active: Ready = ready;
    const { elements } = active;
    const wallet = elements.create("expressCheckout", { emailRequired: true, phoneNumberRequired: true, shippingAddressRequired: true, allowedShippingCountries: ["US"], shippingRates: walletShippingRates() });

    const reprice = (region: string | null | undefined, requireRegion: boolean) => {
      const current = latest.current.props;
      // A member ships to the saved address chosen earlier, so its state decides tax whatever the wallet shows.
      const taxRegion = current.walletAddressDecidesTax ? region : current.state;
      return priceWalletChoice({ subtotalCents: current.subtotalCents, method: choice.current.method, region: taxRegion, requireRegion: requireRegion && current.walletAddressDecidesTax });
    };

    wallet.on<WalletClickEvent>("click", (event) => {
      const update = reprice(choice.current.state, false);
      event.resolve({ emailRequired: true, phoneNumberRequired: true, shippingAddressRequired: true, shippingRates: walletShippingRates(), lineItems: update.status === "success" ? update.lineItems : [] });
    });
    wallet.on<WalletAddressChangeEvent>("shippingaddresschange", (event) => {
      const update = reprice(event.address.state, true);
      if (update.status === "invalid_shipping_address") return event.reject();
      choice.current.state = update.state;
      elements.update({ amount: update.amount });
      event.resolve({ lineItems: update.lineItems, shippingRates: walletShippingRates() });
    });
    wallet.on<WalletRateChangeEvent>("shippingratechange", (event) => {
      if (isShippingMethod(event.shippingRate.id)) choice.current.method = event.shippingRate.id;
      const update = reprice(choice.current.state, false);
      if (update.status === "invalid_shipping_address") return event.reject();
      elements.update({ amount: update.amount });
      event.resolve({ lineItems: update.lineItems });
    });
    wallet.on<WalletConfirmEvent>("confirm", (event) => {
      void confirmWallet(event);
    });

    async function confirmWallet(event: WalletConfirmEvent) {
      const { props: current, confirm: confirmPayment, onError: showError } = latest.current;
      const address = event.shippingAddress?.address;
      if (!address?.line1 || !address.city || !address.postal_code) {
        event.paymentFailed({ reason: "invalid_shipping_address" });
        return showError(CHECKOUT_MESSAGES.walletAddressRequired);
      }
      const rate = event.shippingRate?.id;
      const details: WalletDetails = {
        name: event.shippingAddress?.name ?? event.billingDetails?.name ?? "",
        email: event.billingDetails?.email ?? null,
        phone: event.billingDetails?.phone ?? null,
        address: { line1: address.line1, line2: address.line2 ?? null, city: address.city, state: address.state ?? choice.current.state ?? "CA", postalCode: address.postal_code, country: address.country ?? "US" },
        method: isShippingMethod(rate) ? rate : choice.current.method,
      };
      try {
        const intent = await current.prepareWalletIntent(details);
        if (!(await confirmPayment(intent.clientSecret, active))) event.paymentFailed();
      } catch (failure) {
        console.error(CHECKOUT_MESSAGES.initializePayment, failure);
        event.paymentFailed();
        showError(CHECKOUT_MESSAGES.initializePayment);
      }
    }

    wallet.mount(node);
    return () => wallet.destroy();
  }, [ready, mountRef]);
}
