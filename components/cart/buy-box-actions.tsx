"use client";

import type { RefObject } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { QuantityStepper } from "@/components/ui/quantity-stepper";

/** The buy box's last row: the quantity stepper (from 1, no upper bound) and Add to Cart, or "Out of stock". */
export function BuyBoxActions({
  quantity,
  onQuantity,
  available,
  adding,
  onAdd,
  addButtonRef,
}: {
  quantity: number;
  onQuantity: (next: (current: number) => number) => void;
  available: boolean;
  adding: boolean;
  onAdd: () => void;
  addButtonRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <QuantityStepper
        value={quantity}
        label="Quantity"
        decreaseLabel="Decrease quantity"
        increaseLabel="Increase quantity"
        decreaseDisabled={quantity <= 1}
        disabled={!available}
        onDecrease={() => onQuantity((current) => Math.max(1, current - 1))}
        onIncrease={() => onQuantity((current) => current + 1)}
      />
      <button
        ref={addButtonRef}
        type="button"
        onClick={onAdd}
        // aria-disabled rather than disabled while adding: a disabled button would drop the keyboard focus.
        disabled={!available}
        aria-disabled={adding || undefined}
        className={buttonClass({ size: "lg", className: "flex-1 sm:flex-none" })}
      >
        {available ? "Add to Cart" : "Out of stock"}
      </button>
    </div>
  );
}
