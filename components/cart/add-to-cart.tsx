"use client";

import { useCallback, useId, useRef, useState } from "react";
import { AddedToBagToast } from "@/components/cart/added-to-bag-toast";
import { BuyBoxActions } from "@/components/cart/buy-box-actions";
import { useCart } from "@/components/cart/cart-provider";
import { PersonalizationField, VariantPicker } from "@/components/cart/piece-options";
import { useHydrated } from "@/components/ui/use-hydrated";
import { CART_MESSAGES } from "@/lib/cart/cart-messages";
import { variantText } from "@/lib/cart/line-display";
import type { ProductDto } from "@/lib/catalog/dto";
import { checkPersonalization } from "@/lib/catalog/pieces";
import { formatUsd } from "@/lib/pricing/money";

type BuyBoxProduct = Pick<
  ProductDto,
  | "id"
  | "name"
  | "priceCents"
  | "priceVaries"
  | "images"
  | "inStock"
  | "variantName"
  | "variants"
  | "personalization"
  | "leadTimeDays"
>;

/** Which part of the buy box a refusal is about, so its message sits by it and names it for screen readers. */
type Problem = { text: string; field: "variant" | "personalization" | null };

/**
 * The product page's buy box (docs/pages.md, Product): the size or length (when the piece has them), the buyer's text
 * (when it takes one), a quantity stepper from 1 with no upper bound, Add to Cart (disabled and saying so when out of
 * stock), then the "Added to Bag" toast. What it checks before asking is the server's own rule (lib/catalog/pieces.ts).
 */
export function AddToCart({ product }: { product: BuyBoxProduct }) {
  const { add, openCart } = useCart();
  const [quantity, setQuantity] = useState(1);
  const [variantId, setVariantId] = useState<string | null>(() =>
    product.variants.length === 1 && product.variants[0]?.inStock ? product.variants[0].id : null,
  );
  const [text, setText] = useState("");
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  // `id` restarts the toast's clock when another add lands while it is still showing.
  const [added, setAdded] = useState<{ id: number; summary: string } | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const problemId = `${id}-problem`;
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? null;
  const variantName = product.variantName ?? "Size";
  // The size and the text are the fields' own; the price and the counter follow them, from what was tapped or typed
  // while the page was still loading too.
  useHydrated(boxRef, (box) => {
    const chosen = box.querySelector<HTMLInputElement>(`input[name="${variantName}-choice"]:checked`);
    if (chosen) setVariantId(chosen.value);
    const typed = box.querySelector<HTMLInputElement>("input[name=personalization]");
    if (typed) setText(typed.value);
  });

  function refuse(next: Problem) {
    setProblem(next);
    const target =
      next.field === "variant"
        ? document.querySelector<HTMLInputElement>(`input[name="${variantName}-choice"]:not(:disabled)`)
        : next.field
          ? document.getElementById(`${id}-text`)
          : null;
    target?.focus();
  }

  async function handleAdd() {
    // The button is only aria-disabled while adding (BuyBoxActions), so a second press lands here and is ignored.
    if (adding) return;
    if (product.variants.length > 0 && !variant)
      return refuse({ text: `Choose a ${variantName.toLocaleLowerCase("en-US")}`, field: "variant" });
    const personalization = checkPersonalization(product.personalization, text);
    if (!personalization.ok) return refuse({ text: personalization.message, field: "personalization" });
    setAdding(true);
    setProblem(null);
    const line = {
      variantId: variant?.id ?? null,
      variantName: variant ? product.variantName : null,
      variantLabel: variant?.label ?? null,
      personalization: personalization.text,
    };
    try {
      await add(
        {
          productId: product.id,
          ...line,
          product: {
            id: product.id,
            name: product.name,
            priceCents: variant?.priceCents ?? product.priceCents,
            images: product.images,
            leadTimeDays: product.leadTimeDays,
            ...line,
          },
        },
        quantity,
      );
      const details = [variantText(line), personalization.text ? `“${personalization.text}”` : ""]
        .filter(Boolean)
        .join(", ");
      setAdded((previous) => ({
        id: (previous?.id ?? 0) + 1,
        summary: `${quantity} × ${product.name}${details ? ` (${details})` : ""}`,
      }));
    } catch (error) {
      setProblem({
        text: error instanceof Error && error.message ? error.message : CART_MESSAGES.addFallback,
        field: null,
      });
    } finally {
      setAdding(false);
    }
  }

  const hideToast = useCallback(() => setAdded(null), []);

  function continueShopping() {
    hideToast();
    // The button that had focus disappears with the toast; the buy box is where the visitor was.
    addButtonRef.current?.focus();
  }

  function viewBag() {
    hideToast();
    openCart();
  }

  const available = product.inStock && (variant?.inStock ?? true);
  return (
    <div ref={boxRef} className="space-y-5">
      {product.variants.length > 0 ? (
        <VariantPicker
          name={variantName}
          variants={product.variants}
          showPrices={product.priceVaries}
          chosen={variantId}
          onChange={(chosen) => {
            setVariantId(chosen);
            setProblem(null);
          }}
          errorId={problem?.field === "variant" ? problemId : undefined}
        />
      ) : null}
      {product.personalization ? (
        <PersonalizationField
          id={`${id}-text`}
          spec={product.personalization}
          text={text}
          onChange={setText}
          errorId={problem?.field === "personalization" ? problemId : undefined}
        />
      ) : null}
      {variant && product.priceVaries ? (
        <p className="text-sm" aria-live="polite">
          {variantText({ variantName: product.variantName, variantLabel: variant.label })} ·{" "}
          <span className="font-semibold">{formatUsd(variant.priceCents)}</span>
        </p>
      ) : null}
      <BuyBoxActions
        quantity={quantity}
        onQuantity={setQuantity}
        available={available}
        adding={adding}
        onAdd={handleAdd}
        addButtonRef={addButtonRef}
      />
      {problem && (
        <p
          id={problemId}
          role="alert"
          className="rounded-sm border border-rose/40 bg-rose/5 px-4 py-3 text-sm text-rose-deep"
        >
          {problem.text}
        </p>
      )}
      <AddedToBagToast
        open={added !== null}
        showId={added?.id ?? 0}
        summary={added?.summary ?? ""}
        onViewBag={viewBag}
        onContinue={continueShopping}
        onTimeout={hideToast}
      />
    </div>
  );
}
