"use client";

import type { ProductFormState } from "@/components/admin/use-product-form";
import { controlClass, FormField } from "@/components/ui/form-field";
import { PRODUCT_CATEGORIES } from "@/lib/catalog/categories";

/** The product's words, price, stock (a piece in sizes has theirs instead) and category (docs/pages.md, Admin). */
export function ProductFields({ form }: { form: ProductFormState }) {
  const { values, fieldId, control } = form;
  return (
    <>
      <FormField id={fieldId("name")} label="Name" required className="sm:col-span-2">
        <input name="name" type="text" required maxLength={200} autoComplete="off" className={controlClass} {...control("name")} />
      </FormField>

      <FormField id={fieldId("description")} label="Description" className="sm:col-span-2">
        <textarea name="description" rows={4} maxLength={5000} className={`${controlClass} resize-y`} {...control("description")} />
      </FormField>

      <FormField
        id={fieldId("price")}
        label="Price (USD)"
        required
        hint={values.variants.length > 0 ? "In dollars, e.g. 24.50; every size without a price of its own sells at it" : "In dollars, e.g. 24.50"}
        className={values.variants.length > 0 ? "sm:col-span-2" : undefined}
      >
        <input name="price" type="number" inputMode="decimal" step="0.01" min="0" required className={controlClass} {...control("price", { hinted: true })} />
      </FormField>

      {values.variants.length > 0 ? null : (
        <FormField id={fieldId("stock")} label="Stock" required hint="Pieces ready to ship; 0 shows Out of stock">
          <input name="stock" type="number" inputMode="numeric" step="1" min="0" required className={controlClass} {...control("stock", { hinted: true })} />
        </FormField>
      )}

      <FormField id={fieldId("category")} label="Category" required className="sm:col-span-2">
        <select name="category" required className={controlClass} {...control("category")}>
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
    </>
  );
}
