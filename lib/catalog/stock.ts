import "server-only";
import type { Db } from "@/lib/db";

/** A transaction (or the client) that may write products: stock changes always run inside the order's transaction. */
type StockWriter = Pick<Db, "$executeRaw">;

type StockLine = {
  productId: string;
  variantId: string | null;
  variantLabel: string | null;
  name: string;
  quantity: number;
};

/** Thrown inside the caller's transaction when a piece ran out: everything the transaction did is rolled back. */
export class StockShortage extends Error {
  constructor(readonly pieceName: string) {
    super(`Out of stock: ${pieceName}`);
    this.name = "StockShortage";
  }
}

// Product, then variant, order, in both directions: two orders (or an order and a cancellation) sharing pieces lock
// their rows in the same order and cannot deadlock. Each line locks its variant's row, then its product's.
const byPiece = <T extends { productId: string; variantId: string | null }>(lines: readonly T[]) =>
  [...lines].sort((a, b) =>
    a.productId === b.productId
      ? (a.variantId ?? "").localeCompare(b.variantId ?? "")
      : a.productId < b.productId
        ? -1
        : 1,
  );

/**
 * Takes the pieces: `stock = stock - q WHERE stock >= q` can never go below zero, and a second buyer of the last
 * piece waits on the row lock, re-reads stock 0 and updates nothing (StockShortage names the piece). A size or length
 * is taken from its variant's stock and from the product's total together. A one-of-a-kind piece that reaches 0 is
 * marked sold (its portfolio date). A line without a variant for a product that has variants now (the maker added
 * sizes since) is a shortage too: the piece as it was chosen no longer exists.
 */
export async function takeStock(tx: StockWriter, lines: readonly StockLine[]): Promise<void> {
  for (const line of byPiece(lines)) {
    const taken = line.variantId
      ? await tx.$executeRaw`
          UPDATE product_variants SET stock = stock - ${line.quantity}, updated_at = (now() AT TIME ZONE 'UTC')
           WHERE id = ${line.variantId} AND product_id = ${line.productId} AND stock >= ${line.quantity}`
      : await tx.$executeRaw`
          UPDATE products SET stock = stock - ${line.quantity}, updated_at = (now() AT TIME ZONE 'UTC'),
                 sold_at = CASE WHEN one_of_a_kind AND stock = ${line.quantity} THEN (now() AT TIME ZONE 'UTC') ELSE sold_at END
           WHERE id = ${line.productId} AND stock >= ${line.quantity}
             AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = products.id)`;
    // The buyer is told which piece ran out as they chose it: "Band (7)".
    if (taken === 0) throw new StockShortage(line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name);
    if (line.variantId) {
      await tx.$executeRaw`
        UPDATE products SET stock = stock - ${line.quantity}, updated_at = (now() AT TIME ZONE 'UTC'),
               sold_at = CASE WHEN one_of_a_kind AND stock = ${line.quantity} THEN (now() AT TIME ZONE 'UTC') ELSE sold_at END
         WHERE id = ${line.productId}`;
    }
  }
}

/**
 * Puts pieces back on sale (an order cancelled): into their variant and the product's total, or the product alone. A
 * product that was hard-deleted, or a variant the maker has removed since, has nothing to restore. A one-of-a-kind
 * piece given back is for sale again, no longer sold work.
 */
export async function restoreStock(
  tx: StockWriter,
  lines: readonly { productId: string | null; variantId: string | null; quantity: number }[],
): Promise<void> {
  const known = lines.flatMap((line) =>
    line.productId === null ? [] : [{ productId: line.productId, variantId: line.variantId, quantity: line.quantity }],
  );
  for (const line of byPiece(known)) {
    const restored = line.variantId
      ? await tx.$executeRaw`
          UPDATE product_variants SET stock = stock + ${line.quantity}, updated_at = (now() AT TIME ZONE 'UTC')
           WHERE id = ${line.variantId} AND product_id = ${line.productId}`
      : await tx.$executeRaw`
          UPDATE products SET stock = stock + ${line.quantity}, sold_at = NULL, updated_at = (now() AT TIME ZONE 'UTC')
           WHERE id = ${line.productId} AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = products.id)`;
    if (restored > 0 && line.variantId) {
      await tx.$executeRaw`
        UPDATE products SET stock = stock + ${line.quantity}, sold_at = NULL, updated_at = (now() AT TIME ZONE 'UTC')
         WHERE id = ${line.productId}`;
    }
  }
}
