"use client";

import { CheckboxField } from "@/components/admin/checkbox-field";
import type { ProductFormState } from "@/components/admin/use-product-form";
import { controlClass, FormField } from "@/components/ui/form-field";

/** Whether buyers add a text to the piece (an engraving, initials), and if so its label, longest length and whether it must be given. */
export function PersonalizationFields({ form }: { form: ProductFormState }) {
  const { values, fieldId, invalidProps, update, toggle } = form;
  return (
    <fieldset className="space-y-4 rounded-sm border border-line bg-sand/50 p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold">Personalization</legend>
      <CheckboxField
        id={fieldId("personalized")}
        label="Buyers add a text"
        hint="An engraving, initials, a date: typed by the buyer and kept with the order line"
        checked={values.personalized}
        onChange={toggle("personalized")}
        invalid={invalidProps("personalized")}
      />
      {values.personalized ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={fieldId("personalizationLabel")} label="What to ask for" required hint="The buyer sees it above the field, e.g. Initials to engrave">
            <input
              id={fieldId("personalizationLabel")}
              type="text"
              maxLength={60}
              autoComplete="off"
              value={values.personalizationLabel}
              onChange={update("personalizationLabel")}
              aria-describedby={`${fieldId("personalizationLabel")}-hint`}
              className={controlClass}
              {...invalidProps("personalizationLabel")}
            />
          </FormField>
          <FormField id={fieldId("personalizationMaxLength")} label="Longest text" required hint="In characters, from 1 to 200">
            <input
              id={fieldId("personalizationMaxLength")}
              type="number"
              inputMode="numeric"
              step="1"
              min="1"
              max="200"
              value={values.personalizationMaxLength}
              onChange={update("personalizationMaxLength")}
              aria-describedby={`${fieldId("personalizationMaxLength")}-hint`}
              className={controlClass}
              {...invalidProps("personalizationMaxLength")}
            />
          </FormField>
          <CheckboxField
            id={fieldId("personalizationRequired")}
            label="The buyer must give one"
            hint="Unticked, the text is optional"
            checked={values.personalizationRequired}
            onChange={toggle("personalizationRequired")}
            invalid={invalidProps("personalizationRequired")}
            className="sm:col-span-2"
          />
        </div>
      ) : null}
    </fieldset>
  );
}
