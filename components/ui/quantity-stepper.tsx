"use client";

import { MinusIcon, PlusIcon } from "@/components/ui/icons";

type QuantityStepperProps = {
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  /** Names the group for assistive technology, e.g. "Quantity" or "Quantity of Moonlit Strand". */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  decreaseDisabled?: boolean;
  disabled?: boolean;
  size?: "sm" | "md";
};

/** Minus, the current number, plus. What the limits are is up to the owner. */
export function QuantityStepper({
  value,
  onDecrease,
  onIncrease,
  label,
  decreaseLabel,
  increaseLabel,
  decreaseDisabled = false,
  disabled = false,
  size = "md",
}: QuantityStepperProps) {
  const buttonClass =
    size === "sm"
      ? "inline-flex size-9 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40"
      : "inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div role="group" aria-label={label} className="inline-flex items-center rounded-full border border-line bg-ivory">
      <button
        type="button"
        aria-label={decreaseLabel}
        onClick={onDecrease}
        disabled={disabled || decreaseDisabled}
        className={buttonClass}
      >
        <MinusIcon className="size-4" />
      </button>
      <output
        aria-live="polite"
        className={`text-center font-medium tabular-nums ${size === "sm" ? "min-w-7 text-sm" : "min-w-9"}`}
      >
        {value}
      </output>
      <button type="button" aria-label={increaseLabel} onClick={onIncrease} disabled={disabled} className={buttonClass}>
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
