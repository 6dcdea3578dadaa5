"use client";

import { useRef } from "react";
import { CheckoutField, controlClass } from "@/components/checkout/text-field";
import { useEarlyInput } from "@/components/ui/use-early-input";

/**
 * The checkout's optional discount code. The server checks it when the payment is prepared (any case), and its
 * answer (the reason a code cannot be used, or the discount) shows in the step's notice and the order summary.
 */
export function DiscountCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEarlyInput(inputRef, (_, code) => onChange(code));
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
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="discount-code-hint"
        className={controlClass}
      />
      <p id="discount-code-hint" className="mt-1.5 text-sm text-muted">
        Applied when you continue to payment.
      </p>
    </CheckoutField>
  );
}
