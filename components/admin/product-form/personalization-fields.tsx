"use client";

import { CheckboxField } from "@/components/admin/checkbox-field";
import type { ProductFormState } from "@/components/admin/product-form/use-product-form";
import { controlClass, FormField } from "@/components/ui/form-field";

/**
 * Whether buyers add a text to the piece (an engraving, initials), and if so its label, longest length and whether it
 * must be given.
 */
export function PersonalizationFields({ form }: { form: ProductFormState }) {
  const { personalized, fieldId, control, checkbox } = form;
  return (
    <fieldset className="space-y-4 rounded-sm border border-line bg-sand/50 p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold">Personalization</legend>
      <CheckboxField
        label="Buyers add a text"
        hint="An engraving, initials, a date: typed by the buyer and kept with the order line"
        {...checkbox("personalized")}
      />
      {/* Hidden, not gone, while unticked: ticked again, the fields hold what they held. */}
      <div hidden={!personalized} className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId("personalizationLabel")}
          label="What to ask for"
          required
          hint="The buyer sees it above the field, e.g. Initials to engrave"
        >
          <input
            type="text"
            maxLength={60}
            autoComplete="off"
            className={controlClass}
            {...control("personalizationLabel", { hinted: true })}
          />
        </FormField>
        <FormField
          id={fieldId("personalizationMaxLength")}
          label="Longest text"
          required
          hint="In characters, from 1 to 200"
        >
          <input
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            max="200"
            className={controlClass}
            {...control("personalizationMaxLength", { hinted: true })}
          />
        </FormField>
        <CheckboxField
          label="The buyer must give one"
          hint="Unticked, the text is optional"
          className="sm:col-span-2"
          {...checkbox("personalizationRequired")}
        />
      </div>
    </fieldset>
  );
}
