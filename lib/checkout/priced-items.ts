import "server-only";
import { lineKey } from "@/lib/cart/cart-lines";
import type { DraftItem } from "@/lib/checkout/draft-shapes";
import { choosePiece, type ChosenPiece } from "@/lib/catalog/line-choice";
import { findProductsForLines } from "@/lib/catalog/queries";
import { db } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import { subtotalCents } from "@/lib/pricing/money";

/** A line as a cart or a checkout payload asks for it. */
type RequestedItem = { productId: string; variantId: string | null; personalization: string; quantity: number };

/** The 409 that names the piece a buyer cannot have (at intent creation and at finalization alike). */
function outOfStockError(name: string, available: number): AppError {
  const message =
    available > 0
      ? `Sorry, only ${available} of "${name}" ${available === 1 ? "is" : "are"} left in stock.`
      : `Sorry, "${name}" is out of stock.`;
  return new AppError(409, "out_of_stock", message);
}

/** The piece's name as the buyer knows it: with its size or length. */
function pieceName(piece: Pick<ChosenPiece, "name" | "variantLabel">): string {
  return piece.variantLabel ? `${piece.name} (${piece.variantLabel})` : piece.name;
}

/**
 * The lines at the database's prices, each checked as a cart checks it (a size chosen where there are sizes, the
 * buyer's text by the piece's rules; errors name the line under `at`, e.g. "guestCartItems.0.variantId") and against
 * the stock on hand (409 naming the piece; the same size bought with two texts counts against one stock). The same
 * choice listed twice (two tabs, an old client) is one line of both quantities. Nothing is reserved here: stock is
 * taken only when the payment has succeeded (finalization), where a conditional update makes overselling impossible.
 * This check spares a buyer paying for what is already gone.
 */
export async function priceItems(items: readonly RequestedItem[], at: string): Promise<DraftItem[]> {
  const products = new Map(
    (await findProductsForLines(db, [...new Set(items.map((item) => item.productId))])).map((product) => [
      product.id,
      product,
    ]),
  );
  const lines = new Map<string, DraftItem>();
  items.forEach((item, index) => {
    const product = products.get(item.productId);
    if (!product) throw new NotFoundError("Product not found", "product_not_found");
    // A piece taken off sale since it was put in the cart: the buyer is told by name, as for one that sold out.
    if (product && (product.deletedAt !== null || !product.published)) throw outOfStockError(product.name, 0);
    const piece = choosePiece(product, item, `${at}.${index}`);
    const key = lineKey(piece);
    const merged = lines.get(key);
    lines.set(key, {
      productId: piece.productId,
      custom: false,
      variantId: piece.variantId,
      variantName: piece.variantName,
      variantLabel: piece.variantLabel,
      personalization: piece.personalization,
      leadTimeDays: piece.leadTimeDays,
      name: piece.name,
      images: piece.images,
      unitPriceCents: piece.unitPriceCents,
      quantity: (merged?.quantity ?? 0) + item.quantity,
    });
    const wanted = [...lines.values()]
      .filter((line) => line.productId === piece.productId && line.variantId === piece.variantId)
      .reduce((sum, line) => sum + line.quantity, 0);
    if (piece.stock < wanted) throw outOfStockError(pieceName(piece), piece.stock);
  });
  return [...lines.values()];
}

/** The draft's lines' subtotal, by the one rule every cart, checkout and order uses (lib/pricing/money.ts). */
export function subtotalOf(items: readonly DraftItem[]): number {
  return subtotalCents(items.map((item) => ({ priceCents: item.unitPriceCents, quantity: item.quantity })));
}
