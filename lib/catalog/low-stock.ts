import "server-only";
import { db } from "@/lib/db";
import { FOR_SALE } from "@/lib/catalog/queries";

/** A piece, or one size of a piece, that is running out. */
export type LowStockEntry = {
  /** The piece's id, and the size's after a colon: what a later look at the stock compares by. */
  key: string;
  productId: string;
  name: string;
  /** "Ring size: 7" for a size of a piece sold in sizes; null for a piece without. */
  variant: string | null;
  stock: number;
};

/**
 * Every piece on sale with `threshold` or fewer left, out of stock included (a sold one-of-a-kind piece is done, not
 * running out): a piece sold in sizes by each size, since a size is what the maker makes more of. Drafts are left
 * out; they are not for sale. Alphabetical, sizes in the shop's order.
 */
export async function listLowStock(threshold: number): Promise<LowStockEntry[]> {
  const products = await db.product.findMany({
    where: {
      ...FOR_SALE,
      OR: [
        { variants: { none: {} }, stock: { lte: threshold } },
        { variants: { some: { stock: { lte: threshold } } } },
      ],
    },
    select: {
      id: true,
      name: true,
      stock: true,
      variantName: true,
      variants: {
        where: { stock: { lte: threshold } },
        select: { id: true, label: true, stock: true },
        orderBy: { position: "asc" },
      },
      _count: { select: { variants: true } },
    },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return products.flatMap((product): LowStockEntry[] =>
    product._count.variants === 0
      ? [{ key: product.id, productId: product.id, name: product.name, variant: null, stock: product.stock }]
      : product.variants.map((variant) => ({
          key: `${product.id}:${variant.id}`,
          productId: product.id,
          name: product.name,
          variant: `${product.variantName ?? "Size"}: ${variant.label}`,
          stock: variant.stock,
        })),
  );
}
