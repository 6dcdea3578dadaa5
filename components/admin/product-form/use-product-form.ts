"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { saveProduct } from "@/components/admin/admin-outcomes";
import { formFieldOf, type ProductFieldName } from "@/components/admin/product-form/product-form-errors";
import {
  productPayload,
  SAVE_FAILED,
  type ProductFlagField,
  type ProductTextField,
} from "@/components/admin/product-form/product-form-values";
import { useProductValues } from "@/components/admin/product-form/use-product-values";
import type { ProductDto } from "@/lib/catalog/dto";
import { productInputSchema } from "@/lib/catalog/schemas";
import { checkRequest } from "@/lib/field-errors";

export type { ProductFieldName } from "@/components/admin/product-form/product-form-errors";

type FormError = { message: string; field: ProductFieldName | null };

type ProductFormOptions = {
  product: ProductDto | null;
  onBusyChange: (busy: boolean) => void;
  onSaved: (product: ProductDto) => void;
};

/**
 * The add/edit form's state and its save (docs/pages.md, Admin): what it shows beside its fields, the one error shown
 * (with the input it is about, a size's field included); the fields are read when it is sent, checked with the server's
 * own schema first, then sent to the product API.
 */
export function useProductForm({ product, onBusyChange, onSaved }: ProductFormOptions) {
  const values = useProductValues(product);
  const [error, setError] = useState<FormError | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const fieldId = (name: ProductFieldName) => `${id}-${name}`;

  // After the render that shows the message (and re-enables the submit button): focus the field to fix,
  // or the submit button, so a keyboard user is never left on a button that was disabled under them.
  useEffect(() => {
    if (!error) return;
    document.getElementById(`${id}-${error.field ?? "submit"}`)?.focus();
  }, [error, id]);

  function setBusy(busy: boolean) {
    setSaving(busy);
    onBusyChange(busy);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || uploading) return;
    const check = checkRequest(
      productInputSchema,
      productPayload(values.read(event.currentTarget), values.keptImages, product?.stock),
    );
    if (!check.success) {
      const issue = check.issues[0];
      setError({ message: issue?.message ?? SAVE_FAILED, field: formFieldOf(issue?.path.map(String).join(".") ?? "") });
      return;
    }
    setError(null);
    setBusy(true);
    const outcome = await saveProduct(product?.id ?? null, check.request);
    setBusy(false);
    if (!outcome.ok) {
      setError({ message: outcome.message, field: outcome.field });
      return;
    }
    onSaved(outcome.data);
  }

  const invalidProps = (name: ProductFieldName) =>
    error?.field === name ? { "aria-invalid": true, "aria-errormessage": errorId } : {};

  return {
    ...values,
    error,
    errorId,
    saving,
    uploading,
    fieldId,
    invalidProps,
    /**
     * What a text, number or select input of the form takes: id, name, what it starts with, its hint's link when it has
     * one, and the error's.
     */
    control: (name: Exclude<ProductTextField, "imageUrl">, { hinted = false } = {}) => ({
      id: fieldId(name),
      name,
      defaultValue: values.drawn[name],
      // A size's blank price shows the piece's price as it is typed.
      ...(name === "price"
        ? { onChange: (event: { target: { value: string } }) => values.setPrice(event.target.value) }
        : {}),
      ...(hinted ? { "aria-describedby": `${fieldId(name)}-hint` } : {}),
      ...invalidProps(name),
    }),
    /** What a yes-or-no field (CheckboxField) takes. */
    checkbox: (name: ProductFlagField) => ({
      id: fieldId(name),
      name,
      defaultChecked: values.drawn[name],
      ...(name === "personalized" ? { onChange: values.togglePersonalized } : {}),
      invalid: invalidProps(name),
    }),
    setUploading,
    showUploadError: (message: string) => setError({ message, field: "upload" }),
    submit,
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
