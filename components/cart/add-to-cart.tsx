"use client";

import type { ProductDto } from "@/lib/catalog/dto";

/**
 * Interface of the product page's buy box: quantity stepper, Add to Cart and the "Added to Bag" toast.
 * This first version only fixes the props; the cart work replaces its body.
 */
export function AddToCart({ product }: { product: Pick<ProductDto, "id" | "name" | "price" | "images" | "inStock"> }) {
  return (
    <button type="button" disabled={!product.inStock} className="rounded-full bg-rose px-6 py-3 font-medium text-ivory">
      Add to Cart
    </button>
  );
}
