"use client";

import { useId } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass } from "@/components/ui/form-field";
import { formText } from "@/components/ui/form-text";
import { Notice } from "@/components/ui/notice";
import { useEmailRequest } from "@/components/subscriptions/use-email-request";
import type { ProductDto } from "@/lib/catalog/dto";

type AlertProduct = Pick<ProductDto, "id" | "inStock" | "variantName" | "variants">;

/**
 * "Email me when it's back" (docs/pages.md, Product): the address, and the sold-out size when the piece has sizes,
 * go to POST /api/products/{id}/alerts, which mails a confirmation link (double opt-in) and answers alike for every
 * address. The API's client is fetched at the first submit, keeping the cached page's first download as it was.
 */
export function BackInStockForm({ product }: { product: AlertProduct }) {
  const id = useId();
  const soldOut = product.variants.filter((variant) => !variant.inStock);
  const { outcome, pending, onSubmit } = useEmailRequest(
    (send, email, fallback, form) =>
      send.sendStockAlert(product.id, email, soldOut.length > 0 ? formText(form, "variantId") : null, fallback),
    "Could not set the alert. Please try again.",
  );
  const variantName = product.variantName ?? "Size";

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-sm border border-line bg-white/60 p-5">
      <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold">
        Email me when it&rsquo;s back
      </h2>
      <p className="mt-2 text-sm text-muted">
        {product.variants.length > 0
          ? `Some ${variantName.toLocaleLowerCase("en-US")}s are sold out for now.`
          : "This piece is sold out for now."}{" "}
        We email a link to confirm, then one message when it is back.
      </p>
      <form onSubmit={onSubmit} className="mt-4 space-y-3">
        {soldOut.length > 0 ? (
          <div>
            <label htmlFor={`${id}-variant`} className="mb-1.5 block text-sm font-medium">
              {variantName}
            </label>
            <select
              id={`${id}-variant`}
              name="variantId"
              required
              defaultValue={soldOut.length === 1 ? (soldOut[0]?.id ?? "") : ""}
              className={controlClass}
            >
              <option value="">Choose a {variantName.toLocaleLowerCase("en-US")}</option>
              {soldOut.map((variant) => (
                <option key={variant.id} value={variant.id}>
                  {variant.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-medium">
            Email address
          </label>
          <input id={`${id}-email`} type="email" name="email" required autoComplete="email" className={controlClass} />
        </div>
        <button type="submit" disabled={pending} className={buttonClass({ variant: "outline" })}>
          {pending ? "Sending…" : "Notify me"}
        </button>
      </form>
      <div className="mt-3" aria-live="polite">
        <Notice tone={outcome?.tone ?? "success"}>{outcome?.text ?? null}</Notice>
      </div>
    </section>
  );
}
