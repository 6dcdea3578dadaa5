// Browser side: asks the product API (GET /api/products/{id}) for what a guest cart line is built from.
import type { CartProduct } from "@/lib/cart/cart-lines";
import { apiFetch } from "@/lib/http/api-client";
import { ApiRequestError } from "@/lib/http/api-error";
import { isRecord } from "@/lib/is-record";

function toCartProduct(data: unknown): CartProduct | null {
  if (!isRecord(data)) return null;
  const { id, name, priceCents, images } = data;
  if (typeof id !== "string" || typeof name !== "string" || typeof priceCents !== "number") return null;
  const imageList = Array.isArray(images) ? images.filter((image): image is string => typeof image === "string") : [];
  return { id, name, priceCents, images: imageList };
}

/**
 * The product with this id from GET /api/products/{id}, or null when the shop has no such product. Other failures
 * throw ApiRequestError, whose message is the envelope's (docs/api.md), meant for people; without one the caller shows
 * its own fallback.
 */
export async function fetchCartProduct(productId: string): Promise<CartProduct | null> {
  try {
    const { data } = await apiFetch<unknown>(`/api/products/${encodeURIComponent(productId)}`, { redirectOnExpiry: false });
    return toCartProduct(data);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
