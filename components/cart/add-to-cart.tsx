"use client";

import { useCallback, useRef, useState } from "react";
import { AddedToBagToast } from "@/components/cart/added-to-bag-toast";
import { useCart } from "@/components/cart/cart-provider";
import { buttonClass } from "@/components/ui/button-styles";
import { QuantityStepper } from "@/components/ui/quantity-stepper";
import { CART_MESSAGES } from "@/lib/cart/cart-messages";
import type { ProductDto } from "@/lib/catalog/dto";

type BuyBoxProduct = Pick<ProductDto, "id" | "name" | "priceCents" | "images" | "inStock">;

/**
 * The product page's buy box (docs/pages.md, Product): a quantity stepper from 1 with no upper bound,
 * Add to Cart (disabled and saying so when out of stock), then the "Added to Bag" toast.
 */
export function AddToCart({ product }: { product: BuyBoxProduct }) {
  const { add, openCart } = useCart();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // `id` restarts the toast's clock when another add lands while it is still showing.
  const [added, setAdded] = useState<{ id: number; quantity: number } | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  async function handleAdd() {
    // aria-disabled rather than disabled while adding: a disabled button would drop the keyboard focus.
    if (adding) return;
    setAdding(true);
    setFailure(null);
    try {
      await add(product.id, quantity, { id: product.id, name: product.name, priceCents: product.priceCents, images: product.images });
      setAdded((previous) => ({ id: (previous?.id ?? 0) + 1, quantity }));
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : CART_MESSAGES.addFallback);
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

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          value={quantity}
          label="Quantity"
          decreaseLabel="Decrease quantity"
          increaseLabel="Increase quantity"
          decreaseDisabled={quantity <= 1}
          disabled={!product.inStock}
          onDecrease={() => setQuantity((current) => Math.max(1, current - 1))}
          onIncrease={() => setQuantity((current) => current + 1)}
        />
        <button
          ref={addButtonRef}
          type="button"
          onClick={handleAdd}
          disabled={!product.inStock}
          aria-disabled={adding || undefined}
          className={buttonClass({ size: "lg", className: "flex-1 sm:flex-none" })}
        >
          {product.inStock ? "Add to Cart" : "Out of stock"}
        </button>
      </div>
      {failure && (
        <p role="alert" className="rounded-sm border border-rose/40 bg-rose/5 px-4 py-3 text-sm text-rose-deep">
          {failure}
        </p>
      )}
      <AddedToBagToast
        open={added !== null}
        showId={added?.id ?? 0}
        summary={`${added?.quantity ?? quantity} × ${product.name}`}
        onViewBag={viewBag}
        onContinue={continueShopping}
        onTimeout={hideToast}
      />
    </div>
  );
}
