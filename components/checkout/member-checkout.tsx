"use client";

import { useCallback, useState } from "react";
import { FormNotice } from "@/components/auth/form-notice";
import { useSession } from "@/components/auth/session-provider";
import { useCart } from "@/components/cart/cart-provider";
import { AddressChoice, AddressLines } from "@/components/checkout/address-choice";
import { NewAddressForm } from "@/components/checkout/new-address-form";
import { CheckoutFrame, CheckoutLoading, EmptyCheckout } from "@/components/checkout/checkout-frame";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import { estimateTotals, totalsOfIntent } from "@/components/checkout/checkout-pricing";
import type { PaymentIntentAnswer, PlacedOrder, WalletDetails } from "@/components/checkout/checkout-types";
import { OrderSummary } from "@/components/checkout/order-summary";
import { PaymentStep } from "@/components/checkout/payment-step";
import { ShippingMethodOptions } from "@/components/checkout/shipping-method-options";
import { buttonClass } from "@/components/ui/button-styles";
import type { AddressDto } from "@/lib/addresses/dto";
import type { CartLine } from "@/lib/cart/cart-lines";
import { apiFetch } from "@/lib/http/api-client";
import { ApiRequestError } from "@/lib/http/api-error";
import type { ShippingMethodId } from "@/lib/pricing/shipping";
import { subtotalCents } from "@/lib/pricing/money";

const STEPS = ["Shipping Address", "Review", "Payment"] as const;
type Step = 0 | 1 | 2;

function preselect(addresses: readonly AddressDto[]): string | null {
  return (addresses.find((address) => address.is_default_shipping) ?? addresses[0])?.id ?? null;
}

type MemberCheckoutProps = {
  initialAddresses: AddressDto[];
  /** The member's cart as the server read it for this page, shown until the cart in the browser has loaded. */
  initialItems: CartLine[];
};

/** Member checkout (docs/pages.md): address (default preselected, else the first, else the add form), review, payment. */
export function MemberCheckout({ initialAddresses, initialItems }: MemberCheckoutProps) {
  const cart = useCart();
  // The page is drawn whole in its HTML from the server's read of the cart, rather than after the scripts, the
  // session and the cart request have come in. The browser's cart takes over once loaded: it is the same cart,
  // plus whatever a sign-in just merged into it.
  const items = cart.ready ? cart.items : initialItems;
  const { user } = useSession();
  const [addresses, setAddresses] = useState(initialAddresses);
  const [selectedId, setSelectedId] = useState(() => preselect(initialAddresses));
  const [adding, setAdding] = useState(initialAddresses.length === 0);
  const [step, setStep] = useState<Step>(0);
  const [method, setMethod] = useState<ShippingMethodId>("standard");
  const [intent, setIntent] = useState<PaymentIntentAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const selected = addresses.find((address) => address.id === selectedId) ?? null;

  const createIntent = useCallback(
    async (chosen: ShippingMethodId) => {
      if (!selectedId) throw new Error(CHECKOUT_MESSAGES.noAddressSelected);
      // The member payload (docs/api.md); the server takes the member from the session and checks the address is theirs.
      const body = { userId: user?.id, metadata: { shipping_address_id: selectedId, user_id: user?.id }, shippingInfo: { method: chosen } };
      const { data } = await apiFetch<PaymentIntentAnswer>("/api/payments/create-payment-intent", { method: "POST", body });
      return data;
    },
    [selectedId, user],
  );

  const complete = useCallback(
    async (paymentIntentId: string): Promise<PlacedOrder> => {
      const body = { paymentIntentId, shippingAddressId: selectedId, shippingMethod: method, shippingCents: intent?.shippingCents, taxCents: intent?.taxCents };
      const { data } = await apiFetch<PlacedOrder>("/api/orders/checkout", { method: "POST", body });
      return data;
    },
    [selectedId, method, intent],
  );

  const prepareWalletIntent = useCallback(
    async (wallet: WalletDetails) => {
      const fresh = await createIntent(wallet.method);
      setMethod(wallet.method);
      setIntent(fresh);
      return fresh;
    },
    [createIntent],
  );

  function saved(address: AddressDto) {
    setAddresses((current) => [...current, address]);
    setSelectedId(address.id);
    setAdding(false);
    setError(null);
  }

  function continueToReview() {
    if (!selected) return setError(CHECKOUT_MESSAGES.selectAddress);
    setError(null);
    setStep(1);
  }

  async function proceedToPayment() {
    if (!selected) return setError(CHECKOUT_MESSAGES.noAddressSelected);
    setPending(true);
    setError(null);
    try {
      const answer = await createIntent(method);
      if (!answer.clientSecret) return setError(CHECKOUT_MESSAGES.noClientSecret);
      setIntent(answer);
      setStep(2);
    } catch (failure) {
      console.error(CHECKOUT_MESSAGES.initializePayment, failure);
      setError(failure instanceof ApiRequestError && failure.status < 500 ? failure.display(CHECKOUT_MESSAGES.initializePayment) : CHECKOUT_MESSAGES.initializePayment);
    } finally {
      setPending(false);
    }
  }

  // An empty cart is only said once the browser's cart agrees: a merge at sign-in may be about to fill it.
  if (!cart.ready && items.length === 0) return <CheckoutLoading />;
  if (items.length === 0 && step !== 2) return <EmptyCheckout />;

  const totals = intent && step === 2 ? totalsOfIntent(intent) : estimateTotals(items, method, selected?.state ?? "");

  return (
    <CheckoutFrame title="Checkout" steps={STEPS} current={step}>
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <FormNotice tone="error">{error}</FormNotice>
          {step === 0 ? (
            <section aria-labelledby="address-step-title" className="space-y-5">
              <h2 id="address-step-title" className="font-display text-2xl font-semibold">
                Shipping Address
              </h2>
              {addresses.length > 0 ? <AddressChoice addresses={addresses} selectedId={selectedId} onSelect={setSelectedId} /> : null}
              {adding ? (
                <NewAddressForm onSaved={saved} onCancel={addresses.length > 0 ? () => setAdding(false) : undefined} />
              ) : (
                <button type="button" onClick={() => setAdding(true)} className={buttonClass({ variant: "outline" })}>
                  Add New Address
                </button>
              )}
              <button type="button" onClick={continueToReview} className={buttonClass({ size: "lg", className: "w-full" })}>
                Continue to Review
              </button>
            </section>
          ) : null}
          {step === 1 ? (
            <section aria-labelledby="review-step-title" className="space-y-6">
              <h2 id="review-step-title" className="font-display text-2xl font-semibold">
                Review
              </h2>
              <div className="flex items-start justify-between gap-4 rounded-sm border border-line bg-white p-4">
                {selected ? <AddressLines address={selected} /> : <p className="text-sm">{CHECKOUT_MESSAGES.noAddressSelected}</p>}
                <button type="button" onClick={() => setStep(0)} className="text-sm font-semibold text-rose underline underline-offset-4 hover:text-rose-deep">
                  Change
                </button>
              </div>
              <ShippingMethodOptions value={method} onChange={setMethod} />
              <button type="button" onClick={proceedToPayment} disabled={pending} className={buttonClass({ size: "lg", className: "w-full" })}>
                {pending ? "Preparing payment…" : "Proceed to Payment"}
              </button>
            </section>
          ) : null}
          {step === 2 && intent && selected ? (
            <section aria-labelledby="payment-step-title" className="space-y-5">
              <h2 id="payment-step-title" className="font-display text-2xl font-semibold">
                Payment
              </h2>
              <PaymentStep intent={intent} complete={complete} subtotalCents={subtotalCents(items)} method={method} state={selected.state} prepareWalletIntent={prepareWalletIntent} walletAddressDecidesTax={false} />
              <button type="button" onClick={() => setStep(1)} className="text-sm font-medium text-rose underline underline-offset-4 hover:text-rose-deep">
                Back to review
              </button>
            </section>
          ) : null}
        </div>
        <div className="self-start lg:sticky lg:top-24">
          <OrderSummary items={items} totals={totals} taxPending={!selected} />
        </div>
      </div>
    </CheckoutFrame>
  );
}
