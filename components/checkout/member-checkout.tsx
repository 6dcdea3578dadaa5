"use client";

import { useRef, useState } from "react";
import { Notice } from "@/components/ui/notice";
import { useSession } from "@/components/auth/session-provider";
import { useCart } from "@/components/cart/cart-provider";
import { CheckoutFrame, CheckoutLoading, EmptyCheckout } from "@/components/checkout/checkout-frame";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import { MemberAddressStep } from "@/components/checkout/member-address-step";
import { MemberReviewStep } from "@/components/checkout/member-review-step";
import { DiscountCodeField } from "@/components/checkout/discount-code-field";
import { EstimatedSummary } from "@/components/checkout/estimated-summary";
import { OrderSummary } from "@/components/checkout/order-summary";
import { PaymentSection } from "@/components/checkout/payment-section";
import { useCheckoutPayment } from "@/components/checkout/use-checkout-payment";
import type { AddressDto } from "@/lib/addresses/dto";
import { completeMemberCheckout } from "@/lib/browser/checkout-api";
import type { CartLine } from "@/lib/cart/cart-lines";
import { longestLeadTime, totalsOfIntent } from "@/lib/checkout/shown-totals";
import { subtotalCents } from "@/lib/pricing/money";
import type { ShippingMethodId } from "@/lib/pricing/shipping";

const STEPS = ["Shipping Address", "Review", "Payment"] as const;
type Step = 0 | 1 | 2;

type MemberPayment = { addressId: string; method: ShippingMethodId; discountCode: string };

function preselect(addresses: readonly AddressDto[]): string | null {
  return (addresses.find((address) => address.is_default_shipping) ?? addresses[0])?.id ?? null;
}

type MemberCheckoutProps = {
  initialAddresses: AddressDto[];
  /** The member's cart as the server read it for this page, shown until the cart in the browser has loaded. */
  initialItems: CartLine[];
  /** A commission quote paid in place of the cart. */
  quoteToken?: string;
};

/**
 * Member checkout (docs/pages.md): address (default preselected, else the first, else the add form), review, payment.
 */
export function MemberCheckout({ initialAddresses, initialItems, quoteToken }: MemberCheckoutProps) {
  const cart = useCart();
  // The page is drawn whole in its HTML from the server's read of the cart, rather than after the scripts, the
  // session and the cart request have come in. The browser's cart takes over once loaded: it is the same cart,
  // plus whatever a sign-in just merged into it.
  const items = cart.ready ? cart.items : initialItems;
  const [addresses, setAddresses] = useState(initialAddresses);
  const [selectedId, setSelectedId] = useState(() => preselect(initialAddresses));
  const [step, setStep] = useState<Step>(0);
  const [method, setMethod] = useState<ShippingMethodId>("standard");
  // What was in the discount field when the member went on to payment: the field shows it again on the way back.
  const [discountCode, setDiscountCode] = useState("");
  const discountRef = useRef<HTMLInputElement>(null);
  const { user } = useSession();
  const payment = useCheckoutPayment<MemberPayment>({
    // The member payload (docs/api.md): the server takes the member from the session and checks the address is theirs.
    intentRequest: ({ addressId, method: chosen, discountCode: code }) => ({
      userId: user?.id,
      metadata: { shipping_address_id: addressId, user_id: user?.id },
      shippingInfo: { method: chosen },
      discountCode: code || undefined,
      quoteToken,
    }),
    complete: (paymentIntentId, { context }) =>
      completeMemberCheckout({
        paymentIntentId,
        shippingAddressId: context.addressId,
        shippingMethod: context.method,
      }),
    // A member's wallet keeps the saved address; it may change the method.
    walletContext: (wallet, paying) => ({
      addressId: paying?.context.addressId ?? selectedId ?? "",
      method: wallet.method,
      discountCode: paying?.context.discountCode ?? discountCode,
    }),
  });
  const selected = addresses.find((address) => address.id === selectedId) ?? null;
  const { paying, setError } = payment;

  function saved(address: AddressDto) {
    setAddresses((current) => [...current, address]);
    setSelectedId(address.id);
    setError(null);
  }

  function continueToReview() {
    if (!selected) return setError(CHECKOUT_MESSAGES.selectAddress);
    setError(null);
    setStep(1);
  }

  async function proceedToPayment() {
    if (!selected) return setError(CHECKOUT_MESSAGES.noAddressSelected);
    const code = discountRef.current?.value ?? discountCode;
    setDiscountCode(code);
    if (await payment.start({ addressId: selected.id, method, discountCode: code.trim() })) setStep(2);
  }

  function backToReview(pricedMethod: ShippingMethodId) {
    // A wallet may have changed the method; the review shows the one last priced.
    setMethod(pricedMethod);
    setStep(1);
  }

  // An empty cart is only said once the browser's cart agrees: a merge at sign-in may be about to fill it.
  if (!cart.ready && items.length === 0) return <CheckoutLoading />;
  if (items.length === 0 && step !== 2) return <EmptyCheckout />;

  const priced = paying && step === 2 ? paying.intent : null;

  return (
    <CheckoutFrame title="Checkout" steps={STEPS} current={step}>
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Notice tone="error">{payment.error}</Notice>
          {step === 0 ? (
            <MemberAddressStep
              addresses={addresses}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onSaved={saved}
              onContinue={continueToReview}
            />
          ) : null}
          {step === 1 ? (
            <MemberReviewStep
              address={selected}
              method={method}
              leadTimeDays={longestLeadTime(items)}
              pending={payment.pending}
              onMethodChange={setMethod}
              onChangeAddress={() => setStep(0)}
              onProceed={proceedToPayment}
              discountField={<DiscountCodeField defaultValue={discountCode} inputRef={discountRef} />}
            />
          ) : null}
          {step === 2 && paying && selected ? (
            <PaymentSection
              paying={paying}
              complete={payment.complete}
              subtotalCents={subtotalCents(items)}
              prepareWalletIntent={payment.prepareWalletIntent}
              walletAddressDecidesTax={false}
              back={{ label: "Back to review", onClick: () => backToReview(paying.context.method) }}
            />
          ) : null}
        </div>
        <div className="self-start lg:sticky lg:top-24">
          {priced ? (
            <OrderSummary
              items={items}
              totals={totalsOfIntent(priced)}
              taxLabel={priced.tax.label}
              discountCode={priced.discountCode}
            />
          ) : (
            <EstimatedSummary
              items={items}
              method={method}
              state={selected?.state ?? ""}
              zip={selected?.postal_code ?? ""}
            />
          )}
        </div>
      </div>
    </CheckoutFrame>
  );
}
