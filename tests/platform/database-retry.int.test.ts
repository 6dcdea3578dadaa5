import { describe, expect, test } from "vitest";
import { transaction } from "@/lib/db";
import { createProduct } from "../factories/products";
import { useTestDatabase } from "../support/database";

/** Resolves once `parties` callers have arrived, so two transactions each hold their first lock before going on. */
function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let release: () => void = () => undefined;
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived >= parties) release();
    return open;
  };
}

describe("transactions that collide", () => {
  const database = useTestDatabase();

  test("two transactions that deadlock both complete: Postgres ends one, and it runs again from the start", async () => {
    const first = await createProduct(database.client(), { stock: 10 });
    const second = await createProduct(database.client(), { stock: 10 });
    const bothLocked = barrier(2);
    let runs = 0;

    // Each takes one piece of both products, in opposite orders: a textbook deadlock.
    const takeBoth = (one: string, other: string) =>
      transaction(async (tx) => {
        runs += 1;
        await tx.product.update({ where: { id: one }, data: { stock: { decrement: 1 } } });
        await bothLocked();
        await tx.product.update({ where: { id: other }, data: { stock: { decrement: 1 } } });
      });
    await Promise.all([takeBoth(first.id, second.id), takeBoth(second.id, first.id)]);

    expect(runs).toBe(3);
    const stocks = await database
      .client()
      .product.findMany({ where: { id: { in: [first.id, second.id] } }, select: { stock: true } });
    expect(stocks).toEqual([{ stock: 8 }, { stock: 8 }]);
  });
});
