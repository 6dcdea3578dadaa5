import "server-only";
import { db, transaction } from "@/lib/db";
import { toProductDto, type ProductDto } from "@/lib/catalog/dto";
import { PRODUCT_NOT_FOUND } from "@/lib/catalog/queries";
import { revalidateCatalogPages } from "@/lib/catalog/revalidate";
import type { ProductInput } from "@/lib/catalog/schemas";
import { NotFoundError } from "@/lib/http/errors";

function toColumns(input: ProductInput) {
  return {
    name: input.name,
    description: input.description,
    priceCents: input.price,
    category: input.category,
    stock: input.stock,
    images: input.images,
  };
}

/** Adds a product to the catalog. */
export async function createProduct(input: ProductInput): Promise<ProductDto> {
  const product = toProductDto(await db.product.create({ data: toColumns(input) }));
  revalidateCatalogPages();
  return product;
}

/**
 * Replaces every editable field of a product on sale; a 404 when it does not exist or was deleted. With
 * `previousStock` (the admin form sends it), stock moves by the maker's change instead of being overwritten: a sale
 * made while the form was open stays sold, and the stock never drops below zero.
 */
export async function updateProduct(id: string, input: ProductInput): Promise<ProductDto> {
  const change = input.previousStock === undefined ? undefined : input.stock - input.previousStock;
  const columns = toColumns(input);
  const product = await transaction(async (tx) => {
    // One statement: a product deleted a moment earlier cannot be brought back by a late edit.
    const [row] = await tx.product.updateManyAndReturn({
      where: { id, deletedAt: null },
      data: change === undefined ? columns : { ...columns, stock: undefined },
    });
    if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
    if (!change) return row;
    const [moved] = await tx.$queryRaw<{ stock: number }[]>`
      UPDATE products SET stock = GREATEST(stock + ${change}, 0) WHERE id = ${id} RETURNING stock`;
    return { ...row, stock: moved?.stock ?? row.stock };
  });
  revalidateCatalogPages();
  return toProductDto(product);
}

/**
 * Takes a product off sale. The row stays (soft delete) because order items point at it and keep their own
 * name, price and image snapshots; its images stay in the store for the same reason. Cart lines for it go,
 * since nobody can buy it any more.
 */
export async function deleteProduct(id: string): Promise<{ id: string }> {
  await transaction(async (tx) => {
    const { count } = await tx.product.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
    if (count === 0) throw new NotFoundError(PRODUCT_NOT_FOUND);
    await tx.cartItem.deleteMany({ where: { productId: id } });
  });
  revalidateCatalogPages();
  return { id };
}
