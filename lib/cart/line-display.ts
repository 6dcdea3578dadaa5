// Shared rules: how a line is shown (bag, checkout, orders, mail). Apart from cart-lines.ts on purpose: every page
// loads the cart's rules for the header's badge, and only the pages that draw lines need these.
import type { CartLine } from "@/lib/cart/cart-lines";
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/catalog/product-image";

/** The size or length a line is for, as the shop says it ("Ring size: 7"), or "" without one. */
export function variantText(line: { variantName: string | null; variantLabel: string | null }): string {
  if (!line.variantLabel) return "";
  return line.variantName ? `${line.variantName}: ${line.variantLabel}` : line.variantLabel;
}

/** The picture of a line: the product's first image, else the placeholder. */
export function lineImage(line: Pick<CartLine, "images">): string {
  return line.images[0] ?? PLACEHOLDER_PRODUCT_IMAGE;
}
