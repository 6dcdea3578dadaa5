"use client";

import Link from "next/link";
import { useCallback, useRef, useState } from "react";
import { FormNotice } from "@/components/auth/form-notice";
import { useCart } from "@/components/cart/cart-provider";
import { CheckoutFrame, CheckoutLoading, EmptyCheckout } from "@/components/checkout/checkout-frame";
import { CHECKOUT_MESSAGES, WALLET_FALLBACK_STATE } from "@/components/checkout/checkout-messages";
import { estimateTotals, totalsOfIntent } from "@/components/checkout/checkout-pricing";
import type { PaymentIntentAnswer, PlacedOrder, WalletDetails } from "@/components/checkout/checkout-types";
import type { GuestShippingForm as GuestForm } from "@/components/checkout/guest-form-schema";
import { EMPTY_GUEST_FORM, GuestShippingForm } from "@/components/checkout/guest-shipping-form";
import { IdMeToggle } from "@/components/checkout/id-me-toggle";
import { OrderSummary, OrderSummaryLoading } from "@/components/checkout/order-summary";
import { PaymentStep } from "@/components/checkout/payment-step";
import { ShippingMethodOptions } from "@/components/checkout/shipping-method-options";
import { isUsStateCode } from "@/lib/addresses/us-states";
import { apiFetch } from "@/lib/http/api-client";
import { ApiRequestError } from "@/lib/http/api-error";
import type { CartLine } from "@/lib/cart/cart-lines";
import type { ShippingMethodId } from "@/lib/pricing/shipping";
import { subtotalCents } from "@/lib/pricing/money";

const STEPS = ["Shipping", "Payment"] as const;
const LOGIN_HREF = `/login?returnTo=${encodeURIComponent("/checkout/user")}`;

type Paying = { intent: PaymentIntentAnswer; form: GuestForm; method: ShippingMethodId };

function intentPayload(form: GuestForm, items: readonly CartLine[], method: ShippingMethodId) {
  // The guest payload, with the address so tax is priced on the server before the payment (docs/api.md); the server
  // prices everything itself.
  return {
    email: form.email,
    guestCartItems: items.map((item) => ({ productId: item.productId, quantity: item.quantity, product: { id: item.productId, name: item.name, priceCents: item.priceCents } })),
    shippingInfo: { method },
    shippingAddress: { ...form, address2: form.address2 || undefined, country: "US" },
  };
}

/** Guest checkout (docs/pages.md): shipping, then payment. */
export function GuestCheckout() {
  const { items, ready } = useCart();
  const [method, setMethod] = useState<ShippingMethodId>("standard");
  const [state, setState] = useState("");
  const [values, setValues] = useState(EMPTY_GUEST_FORM);
  const [paying, setPaying] = useState<Paying | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A wallet's payment completes before React renders its fresh intent, so the completion call reads the payment
  // in progress here: the server checks the email that intent was made with.
  const payingRef = useRef<Paying | null>(null);
  const startPaying = useCallback((next: Paying | null) => {
    payingRef.current = next;
    setPaying(next);
  }, []);

  const createIntent = useCallback(
    async (form: GuestForm, chosen: ShippingMethodId) => {
      const { data } = await apiFetch<PaymentIntentAnswer>("/api/payments/create-payment-intent", { method: "POST", body: intentPayload(form, items, chosen) });
      return data;
    },
    [items],
  );

  const complete = useCallback(
    async (paymentIntentId: string): Promise<PlacedOrder> => {
      const current = payingRef.current;
      if (!current) throw new Error("No payment in progress");
      const { form, intent, method: chosen } = current;
      const { data } = await apiFetch<PlacedOrder>("/api/guest/checkout", {
        method: "POST",
        body: {
          email: form.email,
          shippingAddress: { fullName: `${form.firstName} ${form.lastName}`, address1: form.address1, address2: form.address2, city: form.city, state: form.state, zipCode: form.zipCode, country: "US", phone: form.phone },
          items: items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
          paymentIntentId,
          shippingMethod: chosen,
          shippingCents: intent.shippingCents,
          taxCents: intent.taxCents,
        },
      });
      return data;
    },
    [items],
  );

  const prepareWalletIntent = useCallback(
    async (wallet: WalletDetails) => {
      if (!paying) throw new Error("No payment in progress");
      const [firstName = "", ...rest] = wallet.name.trim().split(/\s+/);
      const form: GuestForm = {
        email: wallet.email ?? paying.form.email,
        firstName: firstName || paying.form.firstName,
        lastName: rest.join(" ") || paying.form.lastName,
        address1: wallet.address.line1,
        address2: wallet.address.line2 ?? "",
        city: wallet.address.city,
        // The wallet may report a region the dropdown does not list; the wallet's fallback state applies then.
        state: isUsStateCode(wallet.address.state) ? wallet.address.state : WALLET_FALLBACK_STATE,
        zipCode: wallet.address.postalCode,
        phone: wallet.phone ?? paying.form.phone,
      };
      const intent = await createIntent(form, wallet.method);
      setMethod(wallet.method);
      startPaying({ intent, form, method: wallet.method });
      return intent;
    },
    [paying, createIntent, startPaying],
  );

  async function continueToPayment(form: GuestForm, formValues: typeof values) {
    setValues(formValues);
    setError(null);
    try {
      const intent = await createIntent(form, method);
      if (!intent.clientSecret) return setError(CHECKOUT_MESSAGES.noClientSecret);
      startPaying({ intent, form, method });
      window.scrollTo({ top: 0 });
    } catch (failure) {
      console.error(CHECKOUT_MESSAGES.initializePayment, failure);
      setError(failure instanceof ApiRequestError && failure.status < 500 ? failure.display(CHECKOUT_MESSAGES.initializePayment) : CHECKOUT_MESSAGES.initializePayment);
    }
  }

  if (paying) {
    return (
      <CheckoutFrame title="Checkout" steps={STEPS} current={1}>
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="payment-title" className="space-y-5">
            <h2 id="payment-title" className="font-display text-2xl font-semibold">
              Payment
            </h2>
            <PaymentStep
              intent={paying.intent}
              complete={complete}
              subtotalCents={subtotalCents(items)}
              method={method}
              state={paying.form.state}
              prepareWalletIntent={prepareWalletIntent}
              walletAddressDecidesTax
            />
            <button type="button" onClick={() => startPaying(null)} className="text-sm font-medium text-rose underline underline-offset-4 hover:text-rose-deep">
              Back to shipping
            </button>
          </section>
          <OrderSummary items={items} totals={totalsOfIntent(paying.intent)} />
        </div>
      </CheckoutFrame>
    );
  }

  const shipping = (
    <CheckoutFrame title="Checkout" steps={STEPS} current={0}>
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Link href={LOGIN_HREF} className="inline-block text-sm font-semibold text-rose underline underline-offset-4 hover:text-rose-deep">
            Log In For Faster Checkout
          </Link>
          <FormNotice tone="error">{error}</FormNotice>
          <GuestShippingForm initial={values} onStateChange={setState} onSubmit={continueToPayment}>
            <ShippingMethodOptions value={method} onChange={setMethod} />
            <IdMeToggle />
            <p className="text-sm text-muted">
              By placing your order you agree to our{" "}
              <Link href="/terms" className="text-rose underline underline-offset-4 hover:text-rose-deep">
                terms of sale
              </Link>{" "}
              and{" "}
              <Link href="/privacy" className="text-rose underline underline-offset-4 hover:text-rose-deep">
                privacy policy
              </Link>
              .
            </p>
          </GuestShippingForm>
        </div>
        <div className="self-start lg:sticky lg:top-24">
          {ready ? <OrderSummary items={items} totals={estimateTotals(items, method, state)} taxPending={!state} /> : <OrderSummaryLoading />}
        </div>
      </div>
    </CheckoutFrame>
  );

  // Before the scripts have read the cart, the HTML holds every state it may be in, and the stylesheet shows the one
  // the first-paint script found (lib/first-paint.ts): the form or the empty cart is drawn with the document. Each
  // state keeps its place, so the form the shopper may already be typing in is the one that stays.
  const filled = items.length > 0;
  return (
    <>
      {!ready || filled ? <div data-cart-state={ready ? undefined : "filled"}>{shipping}</div> : null}
      {!ready || !filled ? <div data-cart-state={ready ? undefined : "empty"}><EmptyCheckout /></div> : null}
      {!ready ? <div data-cart-state="unknown"><CheckoutLoading /></div> : null}
    </>
  );
}
