"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Notice } from "@/components/ui/notice";
import { GuestShippingForm, type GuestFormValues } from "@/components/checkout/guest-shipping-form";
import { IdMeToggle } from "@/components/checkout/id-me-toggle";
import { ShippingMethodOptions } from "@/components/checkout/shipping-method-options";
import type { GuestShippingForm as GuestForm } from "@/lib/checkout/guest-form";
import type { ShippingMethodId } from "@/lib/pricing/shipping";

const LOGIN_HREF = `/login?returnTo=${encodeURIComponent("/checkout/user")}`;
const linkClass = "text-rose underline underline-offset-4 hover:text-rose-deep";

type GuestShippingStepProps = {
  values: GuestFormValues;
  method: ShippingMethodId;
  /** The longest time a piece in the cart takes to make, for the methods' arrival dates. */
  leadTimeDays: number;
  error: string | null;
  onMethodChange: (method: ShippingMethodId) => void;
  onPlaceChange: (place: { state: string; zip: string }) => void;
  onSubmit: (form: GuestForm, values: GuestFormValues) => Promise<void>;
  /** The discount code's field, shown after the methods. */
  discountField: ReactNode;
};

/** Step 1 of guest checkout (docs/pages.md, Guest checkout): a way to sign in, the address, the method, the terms. */
export function GuestShippingStep({
  values,
  method,
  leadTimeDays,
  error,
  onMethodChange,
  onPlaceChange,
  onSubmit,
  discountField,
}: GuestShippingStepProps) {
  return (
    <div className="space-y-6">
      <Link href={LOGIN_HREF} className={`inline-block text-sm font-semibold ${linkClass}`}>
        Log In For Faster Checkout
      </Link>
      <Notice tone="error">{error}</Notice>
      <GuestShippingForm initial={values} onPlaceChange={onPlaceChange} onSubmit={onSubmit}>
        <ShippingMethodOptions value={method} onChange={onMethodChange} leadTimeDays={leadTimeDays} />
        {discountField}
        <IdMeToggle />
        <p className="text-sm text-muted">
          By placing your order you agree to our{" "}
          <Link href="/terms" className={linkClass}>
            terms of sale
          </Link>{" "}
          and{" "}
          <Link href="/privacy" className={linkClass}>
            privacy policy
          </Link>
          .
        </p>
      </GuestShippingForm>
    </div>
  );
}
