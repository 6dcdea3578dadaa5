import { randomUUID } from "node:crypto";
import type { Db } from "../../lib/db-client";

export type ProductInput = {
  name?: string;
  description?: string | null;
  priceCents?: number;
  category?: string;
  stock?: number;
  images?: string[];
  /** For tests about ordering: when the product was added. */
  createdAt?: Date;
  /** Set to make a product that was deleted (soft). */
  deletedAt?: Date | null;
};

/** A product with unique, recognisable defaults; override what a test cares about. */
export async function createProduct(db: Db, input: ProductInput = {}) {
  const tag = randomUUID().slice(0, 8);
  return db.product.create({
    data: {
      name: input.name ?? `Test Piece ${tag}`,
      description: input.description === undefined ? `A factory-made piece (${tag}).` : input.description,
      priceCents: input.priceCents ?? 2_450,
      category: input.category ?? "Necklaces",
      stock: input.stock ?? 5,
      images: input.images ?? [],
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      deletedAt: input.deletedAt ?? null,
    },
  });
}
