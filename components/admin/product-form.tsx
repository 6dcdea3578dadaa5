"use client";

import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { saveProduct } from "@/components/admin/admin-api";
import { controlClass, FormField } from "@/components/ui/form-field";
import { ImageUploadField } from "@/components/admin/image-upload-field";
import {
  EMPTY_PRODUCT_FORM,
  formFieldOf,
  formValuesOf,
  productPayload,
  SAVE_FAILED,
  type ProductFormValues,
} from "@/components/admin/product-form-values";
import { PRODUCT_CATEGORIES } from "@/lib/catalog/categories";
import type { ProductDto } from "@/lib/catalog/dto";
import { productInputSchema } from "@/lib/catalog/schemas";

type Props = {
  /** The product being edited, or null to add one. */
  product: ProductDto | null;
  titleId: string;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onSaved: (name: string) => void;
};

/** A form field, or the file input of the upload. */
type FieldName = keyof ProductFormValues | "upload";

/** The add/edit form (docs/pages.md, Admin): checked with the server's own schema first, then sent to the product API. */
export function ProductForm({ product, titleId, onBusyChange, onCancel, onSaved }: Props) {
  const [values, setValues] = useState<ProductFormValues>(product ? formValuesOf(product) : EMPTY_PRODUCT_FORM);
  const [error, setError] = useState<{ message: string; field: FieldName | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  // The Image URL field is the first photo; the product's other photos are listed under it, each removable.
  const [keptImages, setKeptImages] = useState<string[]>(product ? product.images.slice(1) : []);

  const fieldId = (name: FieldName) => `${id}-${name}`;
  const invalidProps = (name: FieldName) =>
    error?.field === name ? { "aria-invalid": true, "aria-errormessage": errorId } : {};
  const update = (name: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submitRef = useRef<HTMLButtonElement>(null);

  // After the render that shows the message (and re-enables the submit button): focus the field to fix,
  // or the submit button, so a keyboard user is never left on a button that was disabled under them.
  useEffect(() => {
    if (!error) return;
    const field = error.field ? document.getElementById(`${id}-${error.field}`) : null;
    (field ?? submitRef.current)?.focus();
  }, [error, id]);

  function showError(message: string, field: FieldName | null) {
    setError({ message, field });
  }

  function setBusy(busy: boolean) {
    setSaving(busy);
    onBusyChange(busy);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || uploading) return;
    const payload = productPayload(values, keptImages, product?.stock);
    const check = productInputSchema.safeParse(payload);
    if (!check.success) {
      const issue = check.error.issues[0];
      showError(issue?.message ?? SAVE_FAILED, formFieldOf(issue?.path.map(String).join(".") ?? ""));
      return;
    }
    setError(null);
    setBusy(true);
    const outcome = await saveProduct(product?.id ?? null, payload);
    setBusy(false);
    if (!outcome.ok) {
      showError(outcome.message, formFieldOf(outcome.field ?? ""));
      return;
    }
    onSaved(payload.name.trim());
  }

  return (
    // noValidate: the shop's own messages (the server's wording) replace the browser's bubbles.
    <form noValidate onSubmit={handleSubmit} className="flex flex-col">
      <div className="border-b border-line px-5 pt-5 pb-4 sm:px-7">
        <h2 id={titleId} className="font-display text-3xl font-semibold">
          {product ? "Edit Product" : "Add Product"}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {product ? "Change the details and save; the shop shows them at once." : "A new piece goes straight into the shop."}
        </p>
      </div>

      <div className="grid gap-5 px-5 py-5 sm:grid-cols-2 sm:px-7">
        <FormField id={fieldId("name")} label="Name" required className="sm:col-span-2">
          <input
            id={fieldId("name")}
            name="name"
            type="text"
            required
            maxLength={200}
            autoComplete="off"
            value={values.name}
            onChange={update("name")}
            className={controlClass}
            {...invalidProps("name")}
          />
        </FormField>

        <FormField id={fieldId("description")} label="Description" className="sm:col-span-2">
          <textarea
            id={fieldId("description")}
            name="description"
            rows={4}
            maxLength={5000}
            value={values.description}
            onChange={update("description")}
            className={`${controlClass} resize-y`}
            {...invalidProps("description")}
          />
        </FormField>

        <FormField id={fieldId("price")} label="Price (USD)" required hint="In dollars, e.g. 24.50">
          <input
            id={fieldId("price")}
            name="price"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            required
            value={values.price}
            onChange={update("price")}
            aria-describedby={`${fieldId("price")}-hint`}
            className={controlClass}
            {...invalidProps("price")}
          />
        </FormField>

        <FormField id={fieldId("stock")} label="Stock" required hint="Pieces ready to ship; 0 shows Out of stock">
          <input
            id={fieldId("stock")}
            name="stock"
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            required
            value={values.stock}
            onChange={update("stock")}
            aria-describedby={`${fieldId("stock")}-hint`}
            className={controlClass}
            {...invalidProps("stock")}
          />
        </FormField>

        <FormField id={fieldId("category")} label="Category" required className="sm:col-span-2">
          <select
            id={fieldId("category")}
            name="category"
            required
            value={values.category}
            onChange={update("category")}
            className={controlClass}
            {...invalidProps("category")}
          >
            <option value="" disabled>
              Choose a category
            </option>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </FormField>

        <ImageUploadField
          id={fieldId("imageUrl")}
          imageUrl={values.imageUrl}
          initialImage={product?.images[0] ?? null}
          keptImages={keptImages}
          onRemoveKeptImage={(url) => setKeptImages((current) => current.filter((kept) => kept !== url))}
          invalid={error?.field === "imageUrl"}
          errorId={errorId}
          onImageUrlChange={(imageUrl) => setValues((current) => ({ ...current, imageUrl }))}
          onUploadingChange={setUploading}
          uploadId={fieldId("upload")}
          uploadInvalid={error?.field === "upload"}
          onUploadError={(message) => showError(message, "upload")}
        />
      </div>

      <div className="sticky bottom-0 border-t border-line bg-ivory px-5 py-4 sm:px-7">
        {/* Always in the page, so that assistive technology announces a message as it appears. */}
        <div id={errorId} role="alert" className={error ? "mb-3 text-sm font-medium text-rose-deep" : undefined}>
          {error?.message}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onCancel}
            disabled={saving}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-ink px-6 text-sm font-semibold transition-colors hover:bg-ink hover:text-ivory disabled:opacity-60"
          >
            Cancel
          </button>
          <button
            ref={submitRef}
            type="submit"
            disabled={saving || uploading}
            aria-busy={saving}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-rose px-6 text-sm font-semibold tracking-wide text-ivory transition-colors hover:bg-rose-deep disabled:cursor-wait disabled:opacity-60"
          >
            {saving ? "Saving…" : product ? "Save Changes" : "Add Product"}
          </button>
        </div>
      </div>
    </form>
  );
}
