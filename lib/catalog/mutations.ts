import "server-only";
import { db } from "@/lib/db";
import { toProductDto, type ProductDto } from "@/lib/catalog/dto";
import { PRODUCT_NOT_FOUND } from "@/lib/catalog/queries";
import { revalidateCataloguePages } from "@/lib/catalog/revalidate";
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

/** Adds a product to the catalogue. */
export async function createProduct(input: ProductInput): Promise<ProductDto> {
  const product = toProductDto(await db.product.create({ data: toColumns(input) }));
  revalidateCataloguePages();
  return product;
}

/** Replaces every editable field of a product on sale; a 404 when it does not exist or was deleted. */
export async function updateProduct(id: string, input: ProductInput): Promise<ProductDto> {
  // One statement: a product deleted a moment earlier cannot be brought back by a late edit.
  const [row] = await db.product.updateManyAndReturn({ where: { id, deletedAt: null }, data: toColumns(input) });
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  revalidateCataloguePages();
  return toProductDto(row);
}

/**
 * Takes a product off sale. The row stays (soft delete) because order items point at it and keep their own
 * name, price and image snapshots; its images stay in the store for the same reason. Cart lines for it go,
 * since nobody can buy it any more.
 */
export async function deleteProduct(id: string): Promise<{ id: string }> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.product.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
    if (count === 0) throw new NotFoundError(PRODUCT_NOT_FOUND);
    await tx.cartItem.deleteMany({ where: { productId: id } });
  });
  revalidateCataloguePages();
  return { id };
}
