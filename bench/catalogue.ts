import type { Db } from "@/lib/db";
import { demoCatalog } from "@/prisma/seed";

/** Every how many extra pieces one is a sold one-of-a-kind piece: the maker's portfolio grows with her shop. */
const SOLD_EVERY = 4;

/**
 * The catalogue size one bench run asks for in `BENCH_CATALOGUE` (e.g. 1000), or undefined for the demo catalogue
 * alone. Anything but a whole number from 1 to 100,000 stops the run with the variable named.
 */
export function benchCatalogueSize(value = process.env.BENCH_CATALOGUE): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 100_000)
    throw new Error(`BENCH_CATALOGUE must be a whole number from 1 to 100000, not "${value}"`);
  return size;
}

/**
 * Grows a freshly seeded demo catalogue to `size` pieces: copies of the demo pieces, numbered, each a minute older
 * than the one before (so the demo pieces stay the newest), every fourth a one-of-a-kind piece sold a day further
 * back. What a shop looks like after years at the bench, to check that no page's cost grows with it.
 */
export async function growCatalogue(db: Db, size: number): Promise<{ created: number }> {
  const existing = await db.product.count();
  const wanted = size - existing;
  if (wanted <= 0) return { created: 0 };
  const start = Date.now() - 24 * 60 * 60 * 1000;
  const rows = Array.from({ length: wanted }, (_, index) => {
    const source = demoCatalog[index % demoCatalog.length];
    if (!source) throw new Error("the demo catalogue is empty");
    const sold = index % SOLD_EVERY === SOLD_EVERY - 1;
    const createdAt = new Date(start - index * 60_000);
    return {
      name: `${source.name} No. ${index + 1}`,
      description: source.description,
      priceCents: source.priceCents,
      category: source.category,
      stock: sold ? 0 : source.stock,
      images: [...source.images],
      oneOfAKind: sold,
      soldAt: sold ? new Date(createdAt.getTime() + 60_000) : null,
      createdAt,
    };
  });
  const { count } = await db.product.createMany({ data: rows });
  return { created: count };
}
