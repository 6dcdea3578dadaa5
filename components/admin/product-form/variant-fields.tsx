"use client";

import { useEffect, useRef, useState } from "react";
import { movedAnnouncement } from "@/components/admin/product-form/list-order";
import type { ProductFormState } from "@/components/admin/product-form/use-product-form";
import { variantFieldName } from "@/components/admin/product-form/use-product-values";
import { VariantRow } from "@/components/admin/product-form/variant-row";
import { controlClass, FormField } from "@/components/ui/form-field";

/**
 * The piece's sizes or lengths (docs/pages.md, Admin): what they are called, then one row each (label, own price,
 * stock)
 * that can be added, moved up or down and removed from the keyboard, each move announced. None: one size, one stock.
 */
export function VariantFields({ form }: { form: ProductFormState }) {
  const { rows, fieldId, control } = form;
  const [announcement, setAnnouncement] = useState("");
  // The element to focus once the rows have re-rendered after a change (the moved row's button, the next row…).
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const rowId = (index: number, part: string) => `${fieldId("variants")}-${index}-${part}`;

  function add() {
    form.addVariant();
    focusNext.current = rows.length === 0 ? fieldId("variantName") : fieldId(`variants.${rows.length}.label`);
    setAnnouncement("");
  }

  function move(index: number, direction: -1 | 1) {
    const to = index + direction;
    const row = rows[index];
    if (!row || to < 0 || to >= rows.length) return;
    form.moveVariant(index, to);
    // Focus stays with the size: on the same arrow, or the other one once it reaches an end.
    focusNext.current = rowId(to, to === 0 ? "down" : to === rows.length - 1 ? "up" : direction < 0 ? "up" : "down");
    const label =
      document.querySelector<HTMLInputElement>(`input[name="${variantFieldName(row.key, "label")}"]`)?.value.trim() ??
      "";
    setAnnouncement(movedAnnouncement(label ? `Size ${label}` : "Size", to + 1, rows.length));
  }

  function remove(index: number) {
    form.removeVariant(index);
    const left = rows.length - 1;
    focusNext.current = left === 0 ? fieldId("variants") : fieldId(`variants.${Math.min(index, left - 1)}.label`);
    setAnnouncement(left === 0 ? "No sizes left: the piece has one stock." : `Size removed; ${left} left.`);
  }

  return (
    <fieldset className="space-y-4 rounded-sm border border-line bg-sand/50 p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold">Sizes or lengths</legend>
      <p className="text-xs text-muted">
        {rows.length === 0
          ? "None: the piece comes in one size, with the stock above. Add sizes to sell each with its own stock."
          : "Each has its own stock; the piece's stock is their total. A price left blank sells at the price above."}
      </p>
      {/* Hidden, not gone, without sizes: what was typed is there again when sizes are added. */}
      <div hidden={rows.length === 0}>
        <FormField
          id={fieldId("variantName")}
          label="Name of the sizes"
          required
          hint="What the buyer chooses, e.g. Ring size or Length"
        >
          <input
            type="text"
            maxLength={30}
            autoComplete="off"
            className={controlClass}
            {...control("variantName", { hinted: true })}
          />
        </FormField>
      </div>
      {rows.length > 0 ? (
        <ol className="space-y-3" aria-label="Sizes, in the order buyers see them">
          {rows.map((row, index) => (
            <VariantRow
              key={row.key}
              form={form}
              row={row}
              index={index}
              count={rows.length}
              rowId={(part) => rowId(index, part)}
              onMove={(direction) => move(index, direction)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      ) : null}
      <button
        id={fieldId("variants")}
        type="button"
        onClick={add}
        className="inline-flex min-h-10 items-center gap-2 rounded-full border border-ink px-4 text-sm font-medium hover:bg-ink hover:text-ivory"
      >
        <span aria-hidden="true">+</span> Add a size or length
      </button>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
