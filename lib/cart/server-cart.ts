import "server-only";
import type { CartLine } from "@/lib/cart/cart-lines";
import type { AddToCartInput, SetCartQuantityInput } from "@/lib/cart/schemas";
import { PRODUCT_NOT_FOUND } from "@/lib/catalog/queries";
import { db, transaction, type Db } from "@/lib/db";
import { AppError, NotFoundError, UnauthorizedError } from "@/lib/http/errors";
import { lineTotalCents, subtotalCents } from "@/lib/pricing/money";

/** A line of the member's cart (docs/api.md, Shapes): the cart line plus its line total, in cents. */
type ServerCartLine = CartLine & { subtotalCents: number };

/** The member's cart as GET /api/cart answers it; every cart call answers it as it stands afterwards. */
export type ServerCart = { items: ServerCartLine[]; totalCents: number };

/** A PUT or DELETE for a product the member's cart does not hold (also another member's line). */
const CART_LINE_NOT_FOUND = "Item not found in cart";

type Tx = Pick<Db, "$queryRaw" | "cartItem" | "product">;

/** The member's cart, priced from the database; lines of products taken off sale are left out. */
export async function getCart(userId: string, client: Pick<Db, "cartItem"> = db): Promise<ServerCart> {
  const rows = await client.cartItem.findMany({
    where: { userId, product: { deletedAt: null } },
    // Oldest first, so a newly added piece appears at the bottom, as in the guest cart; the id breaks ties.
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { product: { select: { name: true, priceCents: true, images: true } } },
  });
  const items = rows.map(({ productId, quantity, product }) => {
    const line = { productId, name: product.name, priceCents: product.priceCents, quantity, images: product.images };
    return { ...line, subtotalCents: lineTotalCents(line) };
  });
  return { items, totalCents: subtotalCents(items) };
}

/**
 * Locks the member's row for the rest of the transaction: one member's cart changes run one at a time, so two
 * tabs adding the last pieces at once cannot both pass the stock check.
 */
async function lockMember(tx: Tx, userId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
  if (rows.length === 0) throw new UnauthorizedError();
}

async function productOnSaleOrThrow(tx: Tx, productId: string) {
  const product = await tx.product.findFirst({ where: { id: productId, deletedAt: null }, select: { name: true, stock: true } });
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return product;
}

/** 409 naming how many pieces there are, so the shopper knows what they can still buy. */
function notEnoughStock(product: { name: string; stock: number }, inCart: number): AppError {
  let message: string;
  if (product.stock === 0) message = `${product.name} is out of stock`;
  else if (inCart > 0) message = `Only ${product.stock} of ${product.name} available, and your cart already has ${inCart}`;
  else message = `Only ${product.stock} of ${product.name} available`;
  return new AppError(409, "insufficient_stock", message, [{ path: "quantity", message }]);
}

/** Adds pieces to the member's cart; a product already there gets the quantity added to its line, like a guest's. */
export async function addToCart(userId: string, { productId, quantity }: AddToCartInput): Promise<ServerCart> {
  return transaction(async (tx) => {
    await lockMember(tx, userId);
    const product = await productOnSaleOrThrow(tx, productId);
    const line = await tx.cartItem.findUnique({ where: { userId_productId: { userId, productId } } });
    const inCart = line?.quantity ?? 0;
    if (inCart + quantity > product.stock) throw notEnoughStock(product, inCart);
    await tx.cartItem.upsert({
      where: { userId_productId: { userId, productId } },
      create: { userId, productId, quantity },
      update: { quantity: inCart + quantity },
    });
    return getCart(userId, tx);
  });
}

/** Sets a line's quantity; zero or below removes the line, as in the guest cart. 404 when the cart has no such line. */
export async function setCartQuantity(userId: string, productId: string, { quantity }: SetCartQuantityInput): Promise<ServerCart> {
  if (quantity < 1) return removeFromCart(userId, productId);
  return transaction(async (tx) => {
    await lockMember(tx, userId);
    const line = await tx.cartItem.findUnique({ where: { userId_productId: { userId, productId } } });
    if (!line) throw new NotFoundError(CART_LINE_NOT_FOUND);
    const product = await productOnSaleOrThrow(tx, productId);
    if (quantity > product.stock) throw notEnoughStock(product, 0);
    await tx.cartItem.update({ where: { id: line.id }, data: { quantity } });
    return getCart(userId, tx);
  });
}

/** Removes the product's line from the member's cart; 404 when the cart has no such line. */
export async function removeFromCart(userId: string, productId: string): Promise<ServerCart> {
  const { count } = await db.cartItem.deleteMany({ where: { userId, productId } });
  if (count === 0) throw new NotFoundError(CART_LINE_NOT_FOUND);
  return getCart(userId);
}

/** Empties the member's cart (after an order, or when they ask). */
export async function clearCart(userId: string): Promise<ServerCart> {
  await db.cartItem.deleteMany({ where: { userId } });
  return getCart(userId);
}
