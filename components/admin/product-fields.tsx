"use client";

import type { ProductFormState } from "@/components/admin/use-product-form";
import { controlClass, FormField } from "@/components/ui/form-field";
import { PRODUCT_CATEGORIES } from "@/lib/catalog/categories";

/** The product's words, price, stock (a piece in sizes has theirs instead) and category (docs/pages.md, Admin). */
export function ProductFields({ form }: { form: ProductFormState }) {
  const { values, fieldId, update, invalidProps } = form;
  return (
    <>
      <FormField id={fieldId("name")} label="Name" required className="sm:col-span-2">
        <input id={fieldId("name")} name="name" type="text" required maxLength={200} autoComplete="off" value={values.name} onChange={update("name")} className={controlClass} {...invalidProps("name")} />
      </FormField>

      <FormField id={fieldId("description")} label="Description" className="sm:col-span-2">
        <textarea id={fieldId("description")} name="description" rows={4} maxLength={5000} value={values.description} onChange={update("description")} className={`${controlClass} resize-y`} {...invalidProps("description")} />
      </FormField>

      <FormField
        id={fieldId("price")}
        label="Price (USD)"
        required
        hint={values.variants.length > 0 ? "In dollars, e.g. 24.50; every size without a price of its own sells at it" : "In dollars, e.g. 24.50"}
        className={values.variants.length > 0 ? "sm:col-span-2" : undefined}
      >
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

      {values.variants.length > 0 ? null : (
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
      )}

      <FormField id={fieldId("category")} label="Category" required className="sm:col-span-2">
        <select id={fieldId("category")} name="category" required value={values.category} onChange={update("category")} className={controlClass} {...invalidProps("category")}>
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
