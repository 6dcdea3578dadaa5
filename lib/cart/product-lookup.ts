// Browser side: asks the product API (GET /api/products/{id}) for what a guest cart line is built from.
import type { CartProduct } from "@/lib/cart/cart-lines";
import { isRecord } from "@/lib/is-record.shared";

function toCartProduct(data: unknown): CartProduct | null {
  if (!isRecord(data)) return null;
  const { id, name, price, images } = data;
  if (typeof id !== "string" || typeof name !== "string" || typeof price !== "number") return null;
  const imageList = Array.isArray(images) ? images.filter((image): image is string => typeof image === "string") : [];
  return { id, name, price, images: imageList };
}

/** The product with this id from GET /api/products/{id}, or null when the shop has no such product. */
export async function fetchCartProduct(productId: string): Promise<CartProduct | null> {
  const response = await fetch(`/api/products/${encodeURIComponent(productId)}`, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (response.status === 404) return null;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // The envelope's message (docs/api.md) is meant for people; without one the caller shows its own fallback.
    throw new Error(isRecord(body) && typeof body.error === "string" ? body.error : "");
  }
  return toCartProduct(isRecord(body) ? body.data : null);
}
