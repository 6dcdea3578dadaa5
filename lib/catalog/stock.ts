import "server-only";
import type { Db } from "@/lib/db";

/** A transaction (or the client) that may write products: stock changes always run inside the order's transaction. */
type StockWriter = Pick<Db, "$executeRaw">;

type StockLine = { productId: string; name: string; quantity: number };

/** Thrown inside the caller's transaction when a piece ran out: everything the transaction did is rolled back. */
export class StockShortage extends Error {
  constructor(readonly pieceName: string) {
    super(`Out of stock: ${pieceName}`);
    this.name = "StockShortage";
  }
}

// Product id order, in both directions: two orders (or an order and a cancellation) sharing pieces lock their rows
// in the same order and cannot deadlock.
const byProductId = <T extends { productId: string }>(lines: readonly T[]) => [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));

/**
 * Takes the pieces: `stock = stock - q WHERE stock >= q` can never go below zero, and a second buyer of the last
 * piece waits on the row lock, re-reads stock 0 and updates nothing (StockShortage names the piece).
 */
export async function takeStock(tx: StockWriter, lines: readonly StockLine[]): Promise<void> {
  for (const line of byProductId(lines)) {
    const updated = await tx.$executeRaw`
      UPDATE products SET stock = stock - ${line.quantity}, updated_at = (now() AT TIME ZONE 'UTC')
       WHERE id = ${line.productId} AND stock >= ${line.quantity}`;
    if (updated === 0) throw new StockShortage(line.name);
  }
}

/** Puts pieces back on sale (an order cancelled); a product that was hard-deleted has nothing to restore. */
export async function restoreStock(tx: StockWriter, lines: readonly { productId: string | null; quantity: number }[]): Promise<void> {
  const known = lines.flatMap((line) => (line.productId === null ? [] : [{ productId: line.productId, quantity: line.quantity }]));
  for (const line of byProductId(known)) {
    await tx.$executeRaw`
      UPDATE products SET stock = stock + ${line.quantity}, updated_at = (now() AT TIME ZONE 'UTC') WHERE id = ${line.productId}`;
  }
}
