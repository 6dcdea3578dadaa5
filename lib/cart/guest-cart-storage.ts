// Shared rules: reads and writes the guest cart's local-storage value (docs/decisions.md), tested without a browser.
import { lineKey, type CartLine } from "@/lib/cart/cart-lines";
import { isRecord } from "@/lib/is-record";
import { centsToDollars, dollarsToCents } from "@/lib/pricing/dollars";

/** The local-storage key of the guest cart: a fixed name, so every page and tab finds the same cart. */
export const GUEST_CART_KEY = "guestCart";

const textOr = <T>(value: unknown, fallback: T): string | T =>
  typeof value === "string" && value !== "" ? value : fallback;

function toLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const {
    productId,
    name,
    price,
    quantity,
    images,
    variantId,
    variantName,
    variantLabel,
    personalization,
    leadTimeDays,
  } = value;
  if (typeof productId !== "string" || productId.length === 0 || typeof name !== "string") return null;
  if (typeof price !== "number" || !Number.isFinite(price) || price < 0) return null;
  if (typeof quantity !== "number" || !Number.isSafeInteger(quantity) || quantity < 1) return null;
  const imageList = Array.isArray(images) ? images.filter((image): image is string => typeof image === "string") : [];
  // Carts saved before pieces had sizes and texts have none of these: a line of the product as it was.
  const choice = { productId, variantId: textOr(variantId, null), personalization: textOr(personalization, "") };
  return {
    id: lineKey(choice),
    ...choice,
    variantName: textOr(variantName, null),
    variantLabel: textOr(variantLabel, null),
    leadTimeDays:
      typeof leadTimeDays === "number" && Number.isSafeInteger(leadTimeDays) && leadTimeDays >= 0 ? leadTimeDays : 0,
    name,
    priceCents: dollarsToCents(price),
    quantity,
    images: imageList,
  };
}

/**
 * The lines stored under the guest-cart key. Anything unreadable (broken JSON, another shape, a line missing its
 * product or with a nonsensical quantity) is dropped rather than thrown: a damaged value must never break the shop.
 * A line (product, size and text) stored twice keeps its first.
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
    if (line && !lines.some((kept) => kept.id === line.id)) lines.push(line);
  }
  return lines;
}

/**
 * The value stored under the guest-cart key: a JSON array of lines in the API's line shape (`price` in dollars). The
 * stored value is an edge like the API: carts saved by earlier versions, and tabs still running one, read it as is.
 * Its one amount is converted here rather than through the API's money table (lib/pricing/api-money.ts), which would
 * put that table in every guest page's first download for one field.
 */
export function serializeGuestCart(lines: readonly CartLine[]): string {
  return JSON.stringify(lines.map(({ priceCents, ...line }) => ({ ...line, price: centsToDollars(priceCents) })));
}
