// Shared rules: the browser's guest cart and the server's member cart share these.
import type { PieceChoice } from "@/lib/catalog/pieces";
import { subtotalCents } from "@/lib/pricing/money";

/**
 * One line of a cart (docs/api.md, Shapes), its unit price in cents. A line is a product as chosen: the same product
 * in another size, or with another text, is another line.
 */
export type CartLine = PieceChoice & {
  /** The line's id: the row's for a member's cart, the line's key (lineKey) for a guest's. */
  id: string;
  productId: string;
  name: string;
  priceCents: number;
  quantity: number;
  images: string[];
};

/** What a line is built from: the product as chosen (its size or length, the buyer's text) and priced. */
export type CartProduct = {
  id: string;
  name: string;
  /** The chosen variant's price, or the product's. */
  priceCents: number;
  images: string[];
  variantId: string | null;
  variantName: string | null;
  variantLabel: string | null;
  personalization: string;
  leadTimeDays: number;
};

/** What a shopper adds: a product, the size or length chosen, and their text ("" for none). */
export type CartChoice = { productId: string; variantId: string | null; personalization: string };

/** A cart: its lines and Σ price × quantity in cents, the shape GET /api/cart answers too (in dollars there). */
export type Cart = { items: CartLine[]; totalCents: number };

/** The key that makes a line one: the product, the variant and the text. A guest's line id. */
export function lineKey(choice: CartChoice): string {
  return JSON.stringify([choice.productId, choice.variantId ?? "", choice.personalization]);
}

function assertPositiveQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a whole number of at least 1, got ${quantity}`);
  }
}

/** Adds a chosen product; the same choice already in the cart gets the quantity added to its line. */
export function addLine(lines: readonly CartLine[], product: CartProduct, quantity: number): CartLine[] {
  assertPositiveQuantity(quantity);
  const choice = { productId: product.id, variantId: product.variantId, personalization: product.personalization };
  const id = lineKey(choice);
  const existing = lines.find((line) => line.id === id);
  const fresh: Omit<CartLine, "quantity"> = {
    id,
    productId: product.id,
    variantId: product.variantId,
    variantName: product.variantName,
    variantLabel: product.variantLabel,
    personalization: product.personalization,
    leadTimeDays: product.leadTimeDays,
    name: product.name,
    priceCents: product.priceCents,
    images: [...product.images],
  };
  if (!existing) return [...lines, { ...fresh, quantity }];
  // The product as the shopper sees it now wins over what was stored with the line earlier.
  return lines.map((line) => (line === existing ? { ...fresh, quantity: line.quantity + quantity } : line));
}

/** Sets a line's quantity; zero or below removes the line, other lines are untouched. */
export function setLineQuantity(lines: readonly CartLine[], lineId: string, quantity: number): CartLine[] {
  const whole = Math.floor(quantity);
  if (!Number.isFinite(whole) || whole < 1) return removeLine(lines, lineId);
  return lines.map((line) => (line.id === lineId ? { ...line, quantity: whole } : line));
}

/** The cart without the line. */
export function removeLine(lines: readonly CartLine[], lineId: string): CartLine[] {
  return lines.filter((line) => line.id !== lineId);
}

/** How many pieces the cart holds (the header badge): the sum of the quantities. */
export function countItems(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The cart with its total, Σ price × quantity. */
export function toCart(lines: readonly CartLine[]): Cart {
  return { items: [...lines], totalCents: subtotalCents(lines) };
}
