"use client";

import type { ReactNode } from "react";
import { AddressLines } from "@/components/checkout/address-choice";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import { ShippingMethodOptions } from "@/components/checkout/shipping-method-options";
import { buttonClass } from "@/components/ui/button-styles";
import type { AddressDto } from "@/lib/addresses/dto";
import type { ShippingMethodId } from "@/lib/pricing/shipping";

type MemberReviewStepProps = {
  address: AddressDto | null;
  method: ShippingMethodId;
  /** The longest time a piece in the cart takes to make, for the methods' arrival dates. */
  leadTimeDays: number;
  pending: boolean;
  onMethodChange: (method: ShippingMethodId) => void;
  onChangeAddress: () => void;
  onProceed: () => void;
  /** The discount code's field, shown after the methods. */
  discountField: ReactNode;
};

/** Step 2 of member checkout: the chosen address (with a way back to change it), the method, then Payment. */
export function MemberReviewStep({
  address,
  method,
  leadTimeDays,
  pending,
  onMethodChange,
  onChangeAddress,
  onProceed,
  discountField,
}: MemberReviewStepProps) {
  return (
    <section aria-labelledby="review-step-title" className="space-y-6">
      <h2 id="review-step-title" className="font-display text-2xl font-semibold">
        Review
      </h2>
      <div className="flex items-start justify-between gap-4 rounded-sm border border-line bg-white p-4">
        {address ? (
          <AddressLines address={address} />
        ) : (
          <p className="text-sm">{CHECKOUT_MESSAGES.noAddressSelected}</p>
        )}
        <button
          type="button"
          onClick={onChangeAddress}
          className="text-sm font-semibold text-rose underline underline-offset-4 hover:text-rose-deep"
        >
          Change
        </button>
      </div>
      <ShippingMethodOptions value={method} onChange={onMethodChange} leadTimeDays={leadTimeDays} />
      {discountField}
      <button
        type="button"
        onClick={onProceed}
        disabled={pending}
        className={buttonClass({ size: "lg", className: "w-full" })}
      >
        {pending ? "Preparing payment…" : "Proceed to Payment"}
      </button>
    </section>
  );
}
