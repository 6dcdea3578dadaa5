"use client";

import type { VariantRowValues, VariantTextField } from "@/components/admin/product-form/product-form-values";
import type { ProductFormState } from "@/components/admin/product-form/use-product-form";
import { variantFieldName } from "@/components/admin/product-form/use-product-values";

type Props = {
  form: ProductFormState;
  row: VariantRowValues;
  index: number;
  count: number;
  /** The id of one of the row's buttons ("up", "down"), so focus can follow the row when it moves. */
  rowId: (part: string) => string;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
};

const inputClass =
  "block w-full rounded-sm border border-line bg-white px-2.5 py-2 text-base text-ink shadow-inner shadow-sand/40 hover:border-gold focus:border-rose focus-visible:outline-2 aria-[invalid=true]:border-rose-deep sm:text-sm";
const smallButton =
  "inline-flex min-h-9 min-w-9 items-center justify-center rounded-full border border-line px-2.5 text-sm font-medium hover:border-ink aria-disabled:cursor-not-allowed aria-disabled:opacity-40";

const FIELDS: readonly { field: VariantTextField; label: string; numeric?: "decimal" | "numeric" }[] = [
  { field: "label", label: "Label" },
  { field: "price", label: "Own price ($)", numeric: "decimal" },
  { field: "stock", label: "Stock", numeric: "numeric" },
];

/** One size or length: its label, its own price (blank: the piece's price) and stock, and the buttons that move it. */
export function VariantRow({ form, row, index, count, rowId, onMove, onRemove }: Props) {
  const { fieldId, invalidProps, price } = form;
  const position = index + 1;
  const first = index === 0;
  const last = index === count - 1;

  return (
    <li className="rounded-sm border border-line bg-white/70 p-3" data-testid="variant-row">
      <div className="grid grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,0.8fr)] gap-2">
        {FIELDS.map(({ field, label, numeric }) => {
          const id = fieldId(`variants.${index}.${field}`);
          return (
            <div key={field} className="min-w-0">
              <label htmlFor={id} className="mb-1 block text-xs font-medium text-ink">
                {label}
                <span className="sr-only"> of size {position}</span>
              </label>
              <input
                id={id}
                name={variantFieldName(row.key, field)}
                type={numeric ? "number" : "text"}
                inputMode={numeric}
                step={numeric === "decimal" ? "0.01" : numeric ? "1" : undefined}
                min={numeric ? "0" : undefined}
                maxLength={numeric ? undefined : 40}
                autoComplete="off"
                placeholder={field === "price" ? price || "Base" : undefined}
                defaultValue={row[field]}
                className={inputClass}
                {...invalidProps(`variants.${index}.${field}`)}
              />
            </div>
          );
        })}
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-end gap-2">
        {/* aria-disabled rather than disabled at the ends: a disabled button would drop the keyboard focus. */}
        <button
          id={rowId("up")}
          type="button"
          className={smallButton}
          aria-disabled={first || undefined}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">↑</span>
          <span className="sr-only">Move size {position} up</span>
        </button>
        <button
          id={rowId("down")}
          type="button"
          className={smallButton}
          aria-disabled={last || undefined}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">↓</span>
          <span className="sr-only">Move size {position} down</span>
        </button>
        <button
          type="button"
          onClick={onRemove}
          className="min-h-9 rounded-full px-2 text-xs font-medium text-rose underline underline-offset-2 hover:text-rose-deep"
        >
          Remove<span className="sr-only"> size {position}</span>
        </button>
      </div>
    </li>
  );
}
