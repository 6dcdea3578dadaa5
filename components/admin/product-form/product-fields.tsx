"use client";

import type { ProductFormState } from "@/components/admin/product-form/use-product-form";
import { controlClass, FormField } from "@/components/ui/form-field";
import { PRODUCT_CATEGORIES } from "@/lib/catalog/categories";

/** The product's words, price, stock (a piece in sizes has theirs instead) and category (docs/pages.md, Admin). */
export function ProductFields({ form }: { form: ProductFormState }) {
  const { rows, fieldId, control } = form;
  const withSizes = rows.length > 0;
  return (
    <>
      <FormField id={fieldId("name")} label="Name" required className="sm:col-span-2">
        <input type="text" required maxLength={200} autoComplete="off" className={controlClass} {...control("name")} />
      </FormField>

      <FormField id={fieldId("description")} label="Description" className="sm:col-span-2">
        <textarea rows={4} maxLength={5000} className={`${controlClass} resize-y`} {...control("description")} />
      </FormField>

      <FormField
        id={fieldId("price")}
        label="Price (USD)"
        required
        hint={
          withSizes
            ? "In dollars, e.g. 24.50; every size without a price of its own sells at it"
            : "In dollars, e.g. 24.50"
        }
        className={withSizes ? "sm:col-span-2" : undefined}
      >
        <input
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required
          className={controlClass}
          {...control("price", { hinted: true })}
        />
      </FormField>

      {/* Hidden, not gone, while the piece has sizes: what was typed is there again when the sizes are. */}
      <div hidden={withSizes}>
        <FormField id={fieldId("stock")} label="Stock" required hint="Pieces ready to ship; 0 shows Out of stock">
          <input
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            required
            className={controlClass}
            {...control("stock", { hinted: true })}
          />
        </FormField>
      </div>

      <FormField id={fieldId("category")} label="Category" required className="sm:col-span-2">
        <select required className={controlClass} {...control("category")}>
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
