"use client";

import { useMemo, useRef } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import {
  estimateArrival,
  isShippingMethod,
  SHIPPING_METHOD_IDS,
  SHIPPING_METHODS,
  type ShippingMethodId,
} from "@/lib/pricing/shipping";
import { formatUsd } from "@/lib/pricing/money";

const dateFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric" });

/** "Mon, Dec 1" or "Mon, Dec 1 – Wed, Dec 3". */
function arrivalText(method: ShippingMethodId, today: Date, makingDays: number): string {
  const { earliest, latest } = estimateArrival(method, today, makingDays);
  const first = dateFormat.format(earliest);
  return earliest.getTime() === latest.getTime() ? first : `${first} – ${dateFormat.format(latest)}`;
}

/**
 * The three shipping methods (lib/pricing/shipping.ts) as radio buttons, each with its cost, transit time and
 * arrival dates, counted after the longest time a piece in the cart takes to make (`leadTimeDays`). The server's
 * promise, which also waits for the maker's queue, comes with the payment step.
 */
export function ShippingMethodOptions({
  value,
  onChange,
  leadTimeDays,
}: {
  value: ShippingMethodId;
  onChange: (method: ShippingMethodId) => void;
  leadTimeDays: number;
}) {
  // Dates are the buyer's local calendar days, computed once per mount (the browser's today).
  const today = useMemo(() => new Date(), []);
  const fieldsRef = useRef<HTMLFieldSetElement>(null);
  // A method chosen before the page hydrated is the one priced.
  useHydrated(fieldsRef, (fieldset) => {
    const chosen = fieldset.querySelector<HTMLInputElement>("input[name=shippingMethod]:checked")?.value;
    if (chosen !== undefined && chosen !== value && isShippingMethod(chosen)) onChange(chosen);
  });
  return (
    <fieldset ref={fieldsRef} className="space-y-3">
      <legend className="mb-3 font-display text-2xl font-semibold">Shipping Method</legend>
      {SHIPPING_METHOD_IDS.map((id) => {
        const method = SHIPPING_METHODS[id];
        const checked = value === id;
        return (
          <label
            key={id}
            className={`flex cursor-pointer items-start gap-3 rounded-sm border bg-white p-4 transition-colors ${checked ? "border-rose ring-1 ring-rose" : "border-line hover:border-gold"}`}
          >
            <input
              type="radio"
              name="shippingMethod"
              value={id}
              defaultChecked={checked}
              onChange={() => onChange(id)}
              className="mt-1 accent-rose"
            />
            <span className="flex flex-1 flex-wrap justify-between gap-x-4 gap-y-1">
              <span>
                <span className="block font-medium">
                  {method.label} Shipping <span className="text-muted">({method.transit})</span>
                </span>
                <span className="block text-sm text-muted" suppressHydrationWarning>
                  Estimated arrival: {arrivalText(id, today, leadTimeDays)}
                </span>
              </span>
              <span className="font-semibold tabular-nums">
                {method.costCents === 0 ? "Free" : formatUsd(method.costCents)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
