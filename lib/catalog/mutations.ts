import "server-only";
import { transaction, type Tx } from "@/lib/db";
import { toProductDto, withVariants, type ProductDto, type ProductRow } from "@/lib/catalog/dto";
import { listCategories, PRODUCT_NOT_FOUND } from "@/lib/catalog/queries";
import { revalidateAllProductPages, revalidateProductPages } from "@/lib/catalog/revalidate";
import type { ProductInput } from "@/lib/catalog/schemas";
import { NotFoundError, ValidationError } from "@/lib/errors";

type VariantInput = ProductInput["variants"][number];

/** The product's own columns as the input sets them (its stock is settled separately: variants, previousStock). */
function toColumns(input: ProductInput) {
  const personalization = input.personalization;
  return {
    name: input.name,
    description: input.description,
    priceCents: input.priceCents,
    category: input.category,
    images: input.images,
    oneOfAKind: input.oneOfAKind,
    leadTimeDays: input.leadTimeDays,
    variantName: input.variants.length > 0 ? input.variantName : null,
    personalizationLabel: personalization?.label ?? null,
    personalizationMaxLength: personalization?.maxLength ?? null,
    personalizationRequired: personalization?.required ?? false,
    published: input.published,
    materials: input.materials,
    metal: input.metal,
    stones: input.stones,
    colors: input.colors,
    gender: input.gender,
    ageGroup: input.ageGroup,
    care: input.care,
  };
}

/** The stock a form's field comes to: with `previousStock`, the maker's change applied to the stock as it is now. */
function settledStock(sent: number, previous: number | undefined, current: number): number {
  return previous === undefined ? sent : Math.max(current + (sent - previous), 0);
}

/**
 * When a one-of-a-kind piece sold: kept while it stays at 0, set now when it just reached 0, cleared when restocked.
 */
function soldAtFor(oneOfAKind: boolean, stock: number, soldAt: Date | null): Date | null {
  return oneOfAKind && stock === 0 ? (soldAt ?? new Date()) : null;
}

/**
 * Runs a committed catalog write and drops the cached pages it changed: the written product's, or every product page
 * when the categories on sale are not the same afterwards (each page's header lists them).
 */
async function writeAndRevalidate<T extends { id: string }>(write: () => Promise<T>): Promise<T> {
  const before = await listCategories();
  const written = await write();
  const after = await listCategories().catch(() => null);
  const sameMenu =
    after !== null && after.length === before.length && after.every((category, index) => category === before[index]);
  if (sameMenu) revalidateProductPages([written.id]);
  else revalidateAllProductPages();
  return written;
}

/**
 * Writes the product's sizes or lengths as sent, inside the caller's transaction with the product's rows locked:
 * a variant with an id is that one (400 when it is not this product's), one without is new, one left out is removed
 * (its cart lines go; order lines keep their label). Answers the total stock.
 */
async function writeVariants(
  tx: Tx,
  productId: string,
  sent: readonly VariantInput[],
  existing: ProductRow["variants"],
): Promise<number> {
  const byId = new Map(existing.map((variant) => [variant.id, variant]));
  sent.forEach((variant, index) => {
    if (variant.id !== undefined && !byId.has(variant.id)) {
      throw new ValidationError("A size or length to change is not one of this piece's", [
        { path: `variants.${index}.id`, message: "Unknown size or length" },
      ]);
    }
  });
  const kept = new Set(sent.flatMap((variant) => (variant.id === undefined ? [] : [variant.id])));
  await tx.productVariant.deleteMany({ where: { productId, id: { notIn: [...kept] } } });
  // Labels are unique per product whatever their case; a rename may take a label another variant gives up in the same
  // save (a swap), so kept variants first take their own id as a label, which no other can hold.
  for (const id of kept) await tx.productVariant.update({ where: { id }, data: { label: id } });
  let total = 0;
  for (const [position, variant] of sent.entries()) {
    const current = variant.id === undefined ? undefined : byId.get(variant.id);
    const stock = settledStock(variant.stock, variant.previousStock, current?.stock ?? 0);
    const data = { label: variant.label, priceCents: variant.priceCents, stock, position };
    if (current) await tx.productVariant.update({ where: { id: current.id }, data });
    else await tx.productVariant.create({ data: { ...data, productId } });
    total += stock;
  }
  return total;
}

/**
 * Inside a transaction: locks the product's variants (by id), then the product itself, the order an order's stock
 * takes them in, so a save and a sale never deadlock and neither loses the other's change; null when gone.
 */
async function lockProduct(tx: Tx, id: string): Promise<ProductRow | null> {
  await tx.$queryRaw`SELECT id FROM product_variants WHERE product_id = ${id} ORDER BY id FOR UPDATE`;
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM products WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`;
  if (rows.length === 0) return null;
  return tx.product.findUnique({ where: { id }, include: withVariants });
}

/** Writes a product's columns, variants and stock from `input` (a new product when `current` is null). */
async function saveProduct(tx: Tx, current: ProductRow | null, input: ProductInput): Promise<ProductRow> {
  const columns = toColumns(input);
  const row = current
    ? await tx.product.update({ where: { id: current.id }, data: columns })
    : await tx.product.create({ data: { ...columns, stock: 0 } });
  // With variants, the product's stock is theirs and a sent `stock` is ignored. Without, any it had are removed and
  // its own stock is as sent, or moved by the maker's change (which means nothing on a new piece, or on one whose
  // stock was its variants' until now).
  const variantTotal = await writeVariants(tx, row.id, input.variants, current?.variants ?? []);
  const ownStock =
    current === null || current.variants.length > 0
      ? input.stock
      : settledStock(input.stock, input.previousStock, current.stock);
  const stock = input.variants.length > 0 ? variantTotal : ownStock;
  return tx.product.update({
    where: { id: row.id },
    data: { stock, soldAt: soldAtFor(input.oneOfAKind, stock, current?.soldAt ?? null) },
    include: withVariants,
  });
}

/** Adds a product to the catalog (published, or a draft). */
export async function createProduct(input: ProductInput): Promise<ProductDto> {
  return toProductDto(await writeAndRevalidate(() => transaction((tx) => saveProduct(tx, null, input))));
}

/**
 * Replaces every editable field of a product (a draft included); a 404 when it does not exist or was deleted. With
 * `previousStock` (the admin form sends it, for the product and for each variant), stock moves by the maker's change
 * instead of being overwritten: a sale made while the form was open stays sold, and stock never drops below zero.
 * `afterSave` runs once the write committed, for what other domains do when stock comes back (the caller passes the
 * back-in-stock alerts, lib/alerts; the catalogue knows nothing of them).
 */
export async function updateProduct(
  id: string,
  input: ProductInput,
  afterSave: (productIds: string[]) => Promise<unknown>,
): Promise<ProductDto> {
  const product = await writeAndRevalidate(() =>
    transaction(async (tx) => {
      const current = await lockProduct(tx, id);
      if (!current) throw new NotFoundError(PRODUCT_NOT_FOUND);
      return saveProduct(tx, current, input);
    }),
  );
  await afterSave([product.id]);
  return toProductDto(product);
}

/**
 * A copy of a piece as a draft, to start a new one from: every field, its variants and its pictures (the files are
 * shared; no file is ever overwritten), named "… (copy)", not in the shop until the maker publishes it.
 */
export async function duplicateProduct(id: string): Promise<ProductDto> {
  const copy = await transaction(async (tx) => {
    const source = await tx.product.findFirst({ where: { id, deletedAt: null }, include: withVariants });
    if (!source) throw new NotFoundError(PRODUCT_NOT_FOUND);
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      deletedAt: _deleted,
      soldAt: _sold,
      variants,
      ...fields
    } = source;
    return tx.product.create({
      data: {
        ...fields,
        name: `${source.name} (copy)`.slice(0, 200),
        published: false,
        variants: {
          create: variants.map(({ label, priceCents, stock, position }) => ({ label, priceCents, stock, position })),
        },
      },
      include: withVariants,
    });
  });
  // A draft shows nowhere in the shop: no cached page changes.
  return toProductDto(copy);
}

/**
 * Takes a product off sale. The row stays (soft delete) because order items point at it and keep their own
 * name, price and image snapshots; its images stay in the store for the same reason. `offSale` runs in the same
 * transaction for what other domains hold of the product: the caller passes the cart's removal of its lines
 * (lib/cart), since nobody can buy it any more; the catalogue knows nothing of carts.
 */
export async function deleteProduct(
  id: string,
  offSale: (tx: Tx, productId: string) => Promise<void>,
): Promise<{ id: string }> {
  return writeAndRevalidate(() =>
    transaction(async (tx) => {
      const { count } = await tx.product.updateMany({
        where: { id, deletedAt: null },
        data: { deletedAt: new Date() },
      });
      if (count === 0) throw new NotFoundError(PRODUCT_NOT_FOUND);
      await offSale(tx, id);
      return { id };
    }),
  );
}
