// Browser side: what a guest cart line is built from, asked of the product API (GET /api/products/{id}).
import { ApiRequestError } from "@/lib/browser/api-error";
import { getProduct } from "@/lib/browser/catalog-api";
import type { CartChoice, CartProduct } from "@/lib/cart/cart-lines";
import { checkPersonalization } from "@/lib/catalog/pieces";

/**
 * The product with this id as chosen (its size's price and label, the text checked by the piece's rules), or null when
 * the shop has no such product or no such size. A text the piece refuses throws its message; other failures throw
 * ApiRequestError, whose message is the envelope's (docs/api.md), meant for people.
 */
export async function fetchCartProduct(choice: CartChoice): Promise<CartProduct | null> {
  try {
    const product = await getProduct(choice.productId);
    const variant = product.variants.find((candidate) => candidate.id === choice.variantId) ?? null;
    if (product.variants.length > 0 ? variant === null : choice.variantId !== null) return null;
    const text = checkPersonalization(product.personalization, choice.personalization);
    if (!text.ok) throw new Error(text.message);
    return {
      id: product.id,
      name: product.name,
      priceCents: variant?.priceCents ?? product.priceCents,
      images: product.images,
      variantId: variant?.id ?? null,
      variantName: variant ? product.variantName : null,
      variantLabel: variant?.label ?? null,
      personalization: text.text,
      leadTimeDays: product.leadTimeDays,
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
