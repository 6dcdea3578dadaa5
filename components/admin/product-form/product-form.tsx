"use client";

import { AttributeFields } from "@/components/admin/product-form/attribute-fields";
import { ImageUploadField } from "@/components/admin/product-form/image-upload-field";
import { MakingFields } from "@/components/admin/product-form/making-fields";
import { PersonalizationFields } from "@/components/admin/product-form/personalization-fields";
import { ProductFields } from "@/components/admin/product-form/product-fields";
import { useProductForm } from "@/components/admin/product-form/use-product-form";
import { VariantFields } from "@/components/admin/product-form/variant-fields";
import { buttonClass } from "@/components/ui/button-styles";
import type { ProductDto } from "@/lib/catalog/dto";

type Props = {
  /** The product being edited, or null to add one. */
  product: ProductDto | null;
  /** A line about how the form was opened (a copy just made), said under the title. */
  note?: string;
  titleId: string;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onSaved: (product: ProductDto) => void;
};

/**
 * The add/edit form (docs/pages.md, Admin): checked with the server's own schema first, then sent to the product API.
 */
export function ProductForm({ product, note, titleId, onBusyChange, onCancel, onSaved }: Props) {
  const form = useProductForm({ product, onBusyChange, onSaved });
  const { error, errorId, saving, uploading, fieldId } = form;

  return (
    // noValidate: the shop's own messages (the server's wording) replace the browser's bubbles.
    <form noValidate onSubmit={form.submit} className="flex flex-col">
      <div className="border-b border-line px-5 pt-5 pb-4 sm:px-7">
        <h2 id={titleId} className="font-display text-3xl font-semibold">
          {product ? "Edit Product" : "Add Product"}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {product === null
            ? "A published piece goes straight into the shop; a draft waits for you."
            : product.published
              ? "Change the details and save; the shop shows them at once."
              : "A draft: only you see it, until you tick Published and save."}
        </p>
        {note ? (
          <p role="status" className="mt-3 rounded-sm border border-line bg-sand px-3 py-2 text-sm text-ink">
            {note}
          </p>
        ) : null}
      </div>

      <div className="grid gap-5 px-5 py-5 sm:grid-cols-2 sm:px-7">
        <ProductFields form={form} />
        <ImageUploadField
          id={fieldId("imageUrl")}
          imageUrl={form.imageUrl}
          initialImage={product?.images[0] ?? null}
          photos={form.photos}
          onMovePhoto={form.movePhoto}
          onRemovePhoto={form.removePhoto}
          invalid={error?.field === "imageUrl"}
          errorId={errorId}
          onImageUrlChange={form.setImageUrl}
          onUploaded={form.addUploaded}
          onUploadingChange={form.setUploading}
          uploadId={fieldId("upload")}
          uploadInvalid={error?.field === "upload"}
          onUploadError={form.showUploadError}
        />
        <VariantFields form={form} />
        <PersonalizationFields form={form} />
        <AttributeFields form={form} />
        <MakingFields form={form} />
      </div>

      <div className="sticky bottom-0 border-t border-line bg-ivory px-5 py-4 sm:px-7">
        {/* Always in the page, so that assistive technology announces a message as it appears. */}
        <div id={errorId} role="alert" className={error ? "mb-3 text-sm font-medium text-rose-deep" : undefined}>
          {error?.message}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} disabled={saving} className={buttonClass({ variant: "outline" })}>
            Cancel
          </button>
          <button
            id={fieldId("submit")}
            type="submit"
            disabled={saving || uploading}
            aria-busy={saving}
            className={buttonClass({ className: "disabled:cursor-wait" })}
          >
            {saving ? "Saving…" : product ? "Save Changes" : "Add Product"}
          </button>
        </div>
      </div>
    </form>
  );
}
