"use client";

import type { PaymentIntentAnswer, PaymentStepProps } from "@/components/checkout/checkout-types";
import { PaymentStep } from "@/components/checkout/payment-step";
import { formatCalendarDate } from "@/lib/calendar";
import { deliveryWindowText } from "@/lib/orders/order-display";
import type { ShippingMethodId } from "@/lib/pricing/shipping";

type PaymentSectionProps = Omit<PaymentStepProps, "intent" | "method"> & {
  paying: { intent: PaymentIntentAnswer; context: { method: ShippingMethodId } };
  /** The way back to the step before ("Back to shipping", "Back to review"). */
  back: { label: string; onClick: () => void };
};

/** The last step of both checkouts: the payment form and the way back. */
export function PaymentSection({ paying, back, ...step }: PaymentSectionProps) {
  return (
    <section aria-labelledby="payment-step-title" className="space-y-5">
      <h2 id="payment-step-title" className="font-display text-2xl font-semibold">
        Payment
      </h2>
      {paying.intent.shipBy && paying.intent.estimatedDelivery ? (
        <p className="text-sm">
          Ships by <span className="font-semibold">{formatCalendarDate(paying.intent.shipBy)}</span>, arrives{" "}
          {deliveryWindowText(paying.intent.estimatedDelivery)}.
        </p>
      ) : null}
      <PaymentStep {...step} intent={paying.intent} method={paying.context.method} />
      <button
        type="button"
        onClick={back.onClick}
        className="text-sm font-medium text-rose underline underline-offset-4 hover:text-rose-deep"
      >
        {back.label}
      </button>
    </section>
  );
}
