"use client";

import type { ProductDto } from "@/lib/catalog/dto";
import type { PersonalizationSpec } from "@/lib/catalog/pieces";
import { formatUsd } from "@/lib/pricing/money";

type Variant = ProductDto["variants"][number];

/**
 * The sizes or lengths of a piece as a radio group: each with its price when they differ, a sold-out one disabled
 * (and saying so). `chosen` is the one the buy box prices; `errorId` marks the group when Add to Cart was pressed with
 * none chosen.
 */
export function VariantPicker(props: {
  name: string;
  variants: readonly Variant[];
  showPrices: boolean;
  chosen: string | null;
  onChange: (id: string) => void;
  errorId: string | undefined;
}) {
  const { name, variants, showPrices, chosen, onChange, errorId } = props;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold">{name}</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((variant) => (
          <label
            key={variant.id}
            className="relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full border border-line bg-white px-4 text-sm has-checked:border-ink has-checked:bg-ink has-checked:text-ivory has-disabled:cursor-not-allowed has-disabled:text-muted has-disabled:line-through has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-rose"
          >
            <input
              type="radio"
              name={`${name}-choice`}
              value={variant.id}
              defaultChecked={chosen === variant.id}
              disabled={!variant.inStock}
              onChange={() => onChange(variant.id)}
              className="sr-only"
            />
            {variant.label}
            {showPrices ? <span className="ml-1.5 opacity-80">{formatUsd(variant.priceCents)}</span> : null}
            {variant.inStock ? null : <span className="sr-only"> (sold out)</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The buyer's text (an engraving, initials): its label, how much room is left (`text` is what the field holds). */
export function PersonalizationField(props: {
  id: string;
  spec: PersonalizationSpec;
  text: string;
  onChange: (text: string) => void;
  errorId: string | undefined;
}) {
  const { id, spec, text, onChange, errorId } = props;
  const counterId = `${id}-count`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {spec.label}
        <span className="ml-1 text-xs font-normal text-muted">{spec.required ? "(required)" : "(optional)"}</span>
      </label>
      <input
        id={id}
        name="personalization"
        type="text"
        autoComplete="off"
        maxLength={spec.maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={[counterId, errorId].filter(Boolean).join(" ")}
        aria-invalid={errorId ? true : undefined}
        className="block w-full rounded-sm border border-line bg-white px-3 py-2.5 text-base text-ink aria-[invalid=true]:border-rose-deep sm:text-sm"
      />
      <p id={counterId} className="mt-1 text-xs text-muted">
        {[...text].length} of {spec.maxLength} characters, shown exactly as you type them
      </p>
    </div>
  );
}
