"use client";

import type { ReactNode } from "react";
import type { AttributeFormValues } from "@/components/admin/product-form/attribute-values";
import type { ProductFormState } from "@/components/admin/product-form/use-product-form";
import { controlClass, FormField } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/text-area";
import {
  AGE_GROUPS,
  GENDERS,
  MAX_ATTRIBUTE_LENGTH,
  MAX_CARE_LENGTH,
  MAX_COLORS,
  MAX_MATERIALS,
  MAX_STONES,
  METALS,
} from "@/lib/catalog/attributes";

type Field = keyof AttributeFormValues;

/**
 * What shoppers and search engines read about the piece (docs/pages.md, Admin): materials, stones and colours as
 * comma-separated lists, the metal, who it is for, and how to look after it. A refusal shows under its field.
 */
export function AttributeFields({ form }: { form: ProductFormState }) {
  const { fieldId, control, error } = form;
  /** The message under a field when the refusal is about it (the form's footer says it too, for screen readers). */
  const refusal = (name: Field): ReactNode =>
    error?.field === name ? <p className="mt-1.5 text-sm font-medium text-rose-deep">{error.message}</p> : null;
  const list = (name: "materials" | "stones" | "colors", label: string, max: number, example: string) => (
    <FormField
      id={fieldId(name)}
      label={label}
      hint={`Separated by commas, at most ${max}, each up to ${MAX_ATTRIBUTE_LENGTH} characters; e.g. ${example}`}
    >
      <input type="text" autoComplete="off" className={controlClass} {...control(name, { hinted: true })} />
      {refusal(name)}
    </FormField>
  );

  return (
    <fieldset className="grid gap-4 rounded-sm border border-line bg-sand/50 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">Details for shoppers and search engines</legend>
      {list("materials", "Materials", MAX_MATERIALS, "Sterling silver, Garnet")}
      <FormField id={fieldId("metal")} label="Metal">
        <select className={controlClass} {...control("metal")}>
          <option value="">Not said</option>
          {METALS.map((metal) => (
            <option key={metal.value} value={metal.value}>
              {metal.label}
            </option>
          ))}
        </select>
        {refusal("metal")}
      </FormField>
      {list("stones", "Stones and beads", MAX_STONES, "Garnet, Freshwater pearl")}
      {list("colors", "Colours", MAX_COLORS, "Red, Silver")}
      <FormField id={fieldId("gender")} label="Made for" required>
        <select className={controlClass} {...control("gender")}>
          {GENDERS.map((gender) => (
            <option key={gender.value} value={gender.value}>
              {gender.label}
            </option>
          ))}
        </select>
        {refusal("gender")}
      </FormField>
      <FormField id={fieldId("ageGroup")} label="Age group" required>
        <select className={controlClass} {...control("ageGroup")}>
          {AGE_GROUPS.map((group) => (
            <option key={group.value} value={group.value}>
              {group.label}
            </option>
          ))}
        </select>
        {refusal("ageGroup")}
      </FormField>
      <FormField
        id={fieldId("care")}
        label="Care"
        hint={`Up to ${MAX_CARE_LENGTH} characters; shown on the piece's page and on the packing slip`}
        className="sm:col-span-2"
      >
        <TextArea
          rows={3}
          maxLength={MAX_CARE_LENGTH}
          className={`${controlClass} resize-y`}
          {...control("care", { hinted: true })}
        />
        {refusal("care")}
      </FormField>
    </fieldset>
  );
}
