import "server-only";
import { db } from "@/lib/db";
import type { DraftItem } from "@/lib/checkout/draft-shapes";
import { AppError, NotFoundError } from "@/lib/http/errors";

type RequestedItem = { productId: string; quantity: number };

/** The 409 that names the piece a buyer cannot have (at intent creation and at finalization alike). */
function outOfStockError(name: string, available: number): AppError {
  const message =
    available > 0
      ? `Sorry, only ${available} of "${name}" ${available === 1 ? "is" : "are"} left in stock.`
      : `Sorry, "${name}" is out of stock.`;
  return new AppError(409, "out_of_stock", message);
}

/** One line per product: the same product listed twice (two tabs, an old client) is one line of both quantities. */
function mergeLines(items: readonly RequestedItem[]): RequestedItem[] {
  const merged = new Map<string, number>();
  for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * The lines at the database's prices, each checked against the stock on hand (409 naming the piece).
 * Nothing is reserved here: stock is taken only when the payment has succeeded (finalization), where a
 * conditional update makes overselling impossible. This check spares a buyer paying for what is already gone.
 */
export async function priceItems(items: readonly RequestedItem[]): Promise<DraftItem[]> {
  const lines = mergeLines(items);
  const products = await db.product.findMany({
    where: { id: { in: lines.map((line) => line.productId) } },
    select: { id: true, name: true, priceCents: true, stock: true, images: true, deletedAt: true },
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw new NotFoundError("Product not found", "product_not_found");
    if (product.deletedAt) throw outOfStockError(product.name, 0);
    if (product.stock < line.quantity) throw outOfStockError(product.name, product.stock);
    return {
      productId: product.id,
      name: product.name,
      images: product.images,
      unitPriceCents: product.priceCents,
      quantity: line.quantity,
    };
  });
}

/** Σ unit price × quantity, in cents. */
export function subtotalOf(items: readonly DraftItem[]): number {
  return items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
}
