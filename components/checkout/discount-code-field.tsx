"use client";

import type { RefObject } from "react";
import { CheckoutField, controlClass } from "@/components/checkout/text-field";

/**
 * The checkout's optional discount code, read when the shopper continues (`inputRef`). The server checks it when the
 * payment is prepared (any case), and its answer (the reason a code cannot be used, or the discount) shows in the
 * step's notice and the order summary.
 */
export function DiscountCodeField({
  defaultValue,
  inputRef,
}: {
  defaultValue: string;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <CheckoutField id="discount-code" label="Discount code" required={false}>
      <input
        ref={inputRef}
        id="discount-code"
        name="discountCode"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        defaultValue={defaultValue}
        aria-describedby="discount-code-hint"
        className={controlClass}
      />
      <p id="discount-code-hint" className="mt-1.5 text-sm text-muted">
        Applied when you continue to payment.
      </p>
    </CheckoutField>
  );
}
