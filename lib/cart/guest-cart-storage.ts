// Pure on purpose: reads and writes the guest cart's local-storage value (docs/decisions.md), tested without a browser.
import type { CartLine } from "@/lib/cart/cart-lines";
import { isRecord } from "@/lib/is-record";
import { toApiDollars } from "@/lib/pricing/api-money";
import { dollarsToCents } from "@/lib/pricing/money";

/** The local-storage key of the guest cart: a fixed name, so every page and tab finds the same cart. */
export const GUEST_CART_KEY = "guestCart";

function toLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const { productId, name, price, quantity, images } = value;
  if (typeof productId !== "string" || productId.length === 0 || typeof name !== "string") return null;
  if (typeof price !== "number" || !Number.isFinite(price) || price < 0) return null;
  if (typeof quantity !== "number" || !Number.isSafeInteger(quantity) || quantity < 1) return null;
  const imageList = Array.isArray(images) ? images.filter((image): image is string => typeof image === "string") : [];
  return { productId, name, priceCents: dollarsToCents(price), quantity, images: imageList };
}

/**
 * The lines stored under the guest-cart key. Anything unreadable (broken JSON, another shape, a line missing its
 * product or with a nonsensical quantity) is dropped rather than thrown: a damaged value must never break the shop.
 * A product stored twice keeps its first line.
 */
export function parseGuestCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const lines: CartLine[] = [];
  for (const entry of parsed) {
    const line = toLine(entry);
    if (line && !lines.some((kept) => kept.productId === line.productId)) lines.push(line);
  }
  return lines;
}

/**
 * The value stored under the guest-cart key: a JSON array of lines in the API's line shape (`price` in dollars). The
 * stored value is an edge like the API: carts saved by earlier versions, and tabs still running one, read it as is.
 */
export function serializeGuestCart(lines: readonly CartLine[]): string {
  return JSON.stringify(toApiDollars(lines));
}
