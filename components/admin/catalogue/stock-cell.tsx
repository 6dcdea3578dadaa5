"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { saveProduct } from "@/components/admin/admin-outcomes";
import { stockDraft } from "@/components/admin/product-form/product-payload";
import type { ProductDto } from "@/lib/catalog/dto";
import { productInputSchema } from "@/lib/catalog/schemas";
import { checkRequest } from "@/lib/field-errors";

type Props = {
  product: ProductDto;
  onSaved: (product: ProductDto) => void;
  onFailed: (message: string) => void;
};

/**
 * A row's stock (docs/pages.md, Admin). A piece in sizes shows their total and, opened, each size's stock (edited in
 * the form). Any other piece has a small field and Save: the whole piece is sent back as shown with the new stock and
 * the stock shown (`previousStock`), so a sale made since the list was read stays sold.
 */
export function StockCell(props: Props) {
  const { product } = props;
  if (product.variants.length === 0) return <StockEditor key={`${product.id}:${product.stock}`} {...props} />;
  return (
    <details className="group text-sm">
      <summary className="inline-flex min-h-10 cursor-pointer items-center gap-1 rounded-sm tabular-nums">
        {product.stock} in total
        <span className="text-xs text-muted">
          ({product.variants.length} {product.variants.length === 1 ? "size" : "sizes"})
        </span>
      </summary>
      <ul
        className="mt-1 space-y-0.5 text-xs text-muted"
        aria-label={`Stock of ${product.name} by ${(product.variantName ?? "size").toLowerCase()}`}
      >
        {product.variants.map((variant) => (
          <li key={variant.id} className="tabular-nums">
            <span className="text-ink">{variant.label}</span>: {variant.stock}
          </li>
        ))}
      </ul>
    </details>
  );
}

function StockEditor({ product, onSaved, onFailed }: Props) {
  const [saving, setSaving] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const typed = inputRef.current?.value.trim() ?? "";
    const stock = typed === "" ? Number.NaN : Number(typed);
    const check = checkRequest(productInputSchema, stockDraft(product, stock));
    if (!check.success) {
      const issue = check.issues[0];
      setInvalid(issue?.path[0] === "stock");
      onFailed(issue?.message ?? "Stock must be a whole number");
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    const outcome = await saveProduct(product.id, check.request);
    setSaving(false);
    if (!outcome.ok) {
      setInvalid(outcome.field === "stock");
      onFailed(outcome.message);
      return;
    }
    onSaved(outcome.data);
  }

  return (
    <form noValidate onSubmit={save} className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Stock of {product.name}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="stock"
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        defaultValue={product.stock}
        onChange={() => setInvalid(false)}
        aria-invalid={invalid || undefined}
        className="w-20 rounded-sm border border-line bg-white px-2 py-1.5 text-base tabular-nums hover:border-gold focus:border-rose focus-visible:outline-2 aria-[invalid=true]:border-rose-deep sm:text-sm"
      />
      {/* aria-disabled rather than disabled while saving: a disabled button would drop the keyboard focus. */}
      <button
        type="submit"
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
        className="inline-flex min-h-9 items-center rounded-full border border-ink px-3 text-sm font-medium hover:bg-ink hover:text-ivory aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        {saving ? "Saving…" : "Save"}
        <span className="sr-only"> stock of {product.name}</span>
      </button>
    </form>
  );
}
