// Pure on purpose (no server-only): the browser's guest cart and the server's member cart share these rules.
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/catalog/product-image";
import { subtotalCents } from "@/lib/pricing/money";

/** One line of a cart (docs/api.md, Shapes), its unit price in cents. */
export type CartLine = {
  productId: string;
  name: string;
  priceCents: number;
  quantity: number;
  images: string[];
};

/** What a cart line is built from: the product's id, name, price (cents) and images. */
export type CartProduct = {
  id: string;
  name: string;
  priceCents: number;
  images: string[];
};

/** A cart: its lines and Σ price × quantity in cents, the shape GET /api/cart answers too (in dollars there). */
export type Cart = { items: CartLine[]; totalCents: number };

function assertPositiveQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a whole number of at least 1, got ${quantity}`);
  }
}

/** Adds a product; a product already in the cart gets the quantity added to its line: one line per product. */
export function addLine(lines: readonly CartLine[], product: CartProduct, quantity: number): CartLine[] {
  assertPositiveQuantity(quantity);
  const existing = lines.find((line) => line.productId === product.id);
  const fresh = { productId: product.id, name: product.name, priceCents: product.priceCents, images: [...product.images] };
  if (!existing) return [...lines, { ...fresh, quantity }];
  // The product as the shopper sees it now wins over what was stored with the line earlier.
  return lines.map((line) => (line === existing ? { ...fresh, quantity: line.quantity + quantity } : line));
}

/** Sets a line's quantity; zero or below removes the line, other products are untouched. */
export function setLineQuantity(lines: readonly CartLine[], productId: string, quantity: number): CartLine[] {
  const whole = Math.floor(quantity);
  if (!Number.isFinite(whole) || whole < 1) return removeLine(lines, productId);
  return lines.map((line) => (line.productId === productId ? { ...line, quantity: whole } : line));
}

/** The cart without the product's line. */
export function removeLine(lines: readonly CartLine[], productId: string): CartLine[] {
  return lines.filter((line) => line.productId !== productId);
}

/** How many pieces the cart holds (the header badge): the sum of the quantities. */
export function countItems(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The cart with its total, Σ price × quantity. */
export function toCart(lines: readonly CartLine[]): Cart {
  return { items: [...lines], totalCents: subtotalCents(lines) };
}

/** The picture of a line: the product's first image, else the placeholder. */
export function lineImage(line: Pick<CartLine, "images">): string {
  return line.images[0] ?? PLACEHOLDER_PRODUCT_IMAGE;
}
