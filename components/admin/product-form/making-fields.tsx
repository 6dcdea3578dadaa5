"use client";

import { CheckboxField } from "@/components/admin/checkbox-field";
import type { ProductFormState } from "@/components/admin/product-form/use-product-form";
import { controlClass, FormField } from "@/components/ui/form-field";
import { MAX_LEAD_TIME_DAYS } from "@/lib/catalog/schemas";

/** How the piece is made and whether the shop shows it: lead time, one of a kind, published (else a draft). */
export function MakingFields({ form }: { form: ProductFormState }) {
  const { fieldId, control, checkbox } = form;
  return (
    <fieldset className="grid gap-4 rounded-sm border border-line bg-sand/50 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">Making and showing</legend>
      <FormField
        id={fieldId("leadTimeDays")}
        label="Lead time (business days)"
        required
        hint={`0: ready to ship. 1 to ${MAX_LEAD_TIME_DAYS}: made to order, ships within that many business days`}
        className="sm:col-span-2"
      >
        <input
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          max={MAX_LEAD_TIME_DAYS}
          className={`${controlClass} sm:max-w-40`}
          {...control("leadTimeDays", { hinted: true })}
        />
      </FormField>
      <CheckboxField
        label="One of a kind"
        hint="A single piece: once sold it stays in the shop, marked Sold"
        {...checkbox("oneOfAKind")}
      />
      <CheckboxField
        label="Published"
        hint="Unticked: a draft, which only you see (Preview shows its page)"
        {...checkbox("published")}
      />
    </fieldset>
  );
}
