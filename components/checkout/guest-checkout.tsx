"use client";

import { useRef, useState } from "react";
import { useCart } from "@/components/cart/cart-provider";
import { CheckoutFrame, CheckoutLoading, EmptyCheckout } from "@/components/checkout/checkout-frame";
import type { WalletDetails } from "@/components/checkout/checkout-types";
import { DiscountCodeField } from "@/components/checkout/discount-code-field";
import { GuestShippingStep } from "@/components/checkout/guest-shipping-step";
import { EMPTY_GUEST_FORM, type GuestFormValues } from "@/components/checkout/guest-shipping-form";
import { EstimatedSummary } from "@/components/checkout/estimated-summary";
import { OrderSummary, OrderSummaryLoading } from "@/components/checkout/order-summary";
import { PaymentSection } from "@/components/checkout/payment-section";
import { useCheckoutPayment, type Paying } from "@/components/checkout/use-checkout-payment";
import { isUsStateCode } from "@/lib/addresses/us-states";
import { completeGuestCheckout } from "@/lib/browser/checkout-api";
import type { CartLine } from "@/lib/cart/cart-lines";
import type { GuestShippingForm as GuestForm } from "@/lib/checkout/guest-form";
import { longestLeadTime, totalsOfIntent, WALLET_FALLBACK_STATE } from "@/lib/checkout/shown-totals";
import { subtotalCents } from "@/lib/pricing/money";
import type { ShippingMethodId } from "@/lib/pricing/shipping";

const STEPS = ["Shipping", "Payment"] as const;

type GuestPayment = { form: GuestForm; method: ShippingMethodId; discountCode: string };

/** The guest's details as a wallet reports them, falling back on what the form held. */
function walletForm(wallet: WalletDetails, form: GuestForm | undefined): GuestForm {
  const [firstName = "", ...rest] = wallet.name.trim().split(/\s+/);
  return {
    email: wallet.email ?? form?.email ?? "",
    firstName: firstName || (form?.firstName ?? ""),
    lastName: rest.join(" ") || (form?.lastName ?? ""),
    address1: wallet.address.line1,
    address2: wallet.address.line2 ?? "",
    city: wallet.address.city,
    // The wallet may report a region the dropdown does not list; the wallet's fallback state applies then.
    state: isUsStateCode(wallet.address.state) ? wallet.address.state : WALLET_FALLBACK_STATE,
    zipCode: wallet.address.postalCode,
    phone: wallet.phone ?? form?.phone ?? "",
  };
}

/**
 * The guest payload, with the address so tax is priced on the server before the payment (docs/api.md); a commission
 * quote's checkout sends its token in place of the lines.
 */
function intentRequest(
  items: readonly CartLine[],
  { form, method, discountCode }: GuestPayment,
  quoteToken: string | undefined,
) {
  return {
    email: form.email,
    quoteToken,
    guestCartItems: quoteToken
      ? undefined
      : items.map((item) => ({
          productId: item.productId,
          variantId: item.variantId,
          personalization: item.personalization,
          quantity: item.quantity,
          product: { id: item.productId, name: item.name, priceCents: item.priceCents },
        })),
    shippingInfo: { method },
    shippingAddress: { ...form, address2: form.address2 || undefined, country: "US" as const },
    discountCode: discountCode || undefined,
  };
}

/** The paid checkout as docs/api.md shows it (no amounts: the server takes them, and all but the intent, from the checkout). */
function completion(
  items: readonly CartLine[],
  paymentIntentId: string,
  { context: { form, method } }: Paying<GuestPayment>,
) {
  return completeGuestCheckout({
    email: form.email,
    shippingAddress: {
      fullName: `${form.firstName} ${form.lastName}`,
      address1: form.address1,
      address2: form.address2,
      city: form.city,
      state: form.state,
      zipCode: form.zipCode,
      country: "US",
      phone: form.phone,
    },
    items: items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      personalization: item.personalization,
      quantity: item.quantity,
    })),
    paymentIntentId,
    shippingMethod: method,
  });
}

/** Guest checkout (docs/pages.md): shipping, then payment; of the cart, or of a commission quote (`quoteToken`). */
export function GuestCheckout({ quoteToken }: { quoteToken?: string }) {
  const { items, ready } = useCart();
  const [method, setMethod] = useState<ShippingMethodId>("standard");
  const [place, setPlace] = useState({ state: "", zip: "" });
  const [values, setValues] = useState(EMPTY_GUEST_FORM);
  // What was in the discount field when the guest went on to payment: the field shows it again on the way back.
  const [discountCode, setDiscountCode] = useState("");
  const discountRef = useRef<HTMLInputElement>(null);
  const payment = useCheckoutPayment<GuestPayment>({
    intentRequest: (context) => intentRequest(items, context, quoteToken),
    complete: (paymentIntentId, paying) => completion(items, paymentIntentId, paying),
    walletContext: (wallet, paying) => ({
      form: walletForm(wallet, paying?.context.form),
      method: wallet.method,
      discountCode: paying?.context.discountCode ?? discountCode,
    }),
  });
  const { paying } = payment;

  async function continueToPayment(form: GuestForm, formValues: GuestFormValues) {
    const code = discountRef.current?.value ?? discountCode;
    setValues(formValues);
    setDiscountCode(code);
    if (await payment.start({ form, method, discountCode: code.trim() })) window.scrollTo({ top: 0 });
  }

  if (paying) {
    const backToShipping = () => {
      // A wallet may have changed the method; the shipping step shows the one last priced.
      setMethod(paying.context.method);
      payment.leave();
    };
    return (
      <CheckoutFrame title="Checkout" steps={STEPS} current={1}>
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <PaymentSection
            paying={paying}
            complete={payment.complete}
            subtotalCents={subtotalCents(items)}
            prepareWalletIntent={payment.prepareWalletIntent}
            walletAddressDecidesTax
            back={{ label: "Back to shipping", onClick: backToShipping }}
          />
          <OrderSummary
            items={items}
            totals={totalsOfIntent(paying.intent)}
            taxLabel={paying.intent.tax.label}
            discountCode={paying.intent.discountCode}
          />
        </div>
      </CheckoutFrame>
    );
  }

  const shipping = (
    <CheckoutFrame title="Checkout" steps={STEPS} current={0}>
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <GuestShippingStep
          values={values}
          method={method}
          leadTimeDays={longestLeadTime(items)}
          error={payment.error}
          onMethodChange={setMethod}
          onPlaceChange={setPlace}
          onSubmit={continueToPayment}
          discountField={<DiscountCodeField defaultValue={discountCode} inputRef={discountRef} />}
        />
        <div className="self-start lg:sticky lg:top-24">
          {ready ? (
            <EstimatedSummary items={items} method={method} state={place.state} zip={place.zip} />
          ) : (
            <OrderSummaryLoading />
          )}
        </div>
      </div>
    </CheckoutFrame>
  );

  // Before the scripts have read the cart, the HTML holds every state it may be in, and the stylesheet shows the one
  // the first-paint script found (lib/security/first-paint-inline-script.ts): the form or the empty cart is drawn with
  // the document. Each
  // state keeps its place, so the form the shopper may already be typing in is the one that stays.
  const filled = items.length > 0;
  return (
    <>
      {!ready || filled ? <div data-cart-state={ready ? undefined : "filled"}>{shipping}</div> : null}
      {!ready || !filled ? (
        <div data-cart-state={ready ? undefined : "empty"}>
          <EmptyCheckout />
        </div>
      ) : null}
      {!ready ? (
        <div data-cart-state="unknown">
          <CheckoutLoading />
        </div>
      ) : null}
    </>
  );
}
