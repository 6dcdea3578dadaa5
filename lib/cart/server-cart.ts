import "server-only";
import { lockAccount } from "@/lib/auth/current-session";
import type { CartLine } from "@/lib/cart/cart-lines";
import type { AddToCartInput, SetCartQuantityInput } from "@/lib/cart/schemas";
import { choosePiece, type ChosenPiece } from "@/lib/catalog/line-choice";
import { variantPriceCents } from "@/lib/catalog/pieces";
import { findProductsForLines } from "@/lib/catalog/queries";
import { db, transaction, type Db } from "@/lib/db";
import { AppError, ConflictError, NotFoundError } from "@/lib/errors";
import { lineTotalCents, subtotalCents } from "@/lib/pricing/money";

/** A line of the member's cart (docs/api.md, Shapes): the cart line plus its line total, in cents. */
type ServerCartLine = CartLine & { subtotalCents: number };

/** The member's cart as GET /api/cart answers it; every cart call answers it as it stands afterwards. */
export type ServerCart = { items: ServerCartLine[]; totalCents: number };

/** A PUT or DELETE for a line the member's cart does not hold (also another member's line). */
const CART_LINE_NOT_FOUND = "Item not found in cart";

type Tx = Pick<Db, "$queryRaw" | "cartItem" | "product">;

const lineProduct = {
  select: { name: true, priceCents: true, images: true, leadTimeDays: true, variantName: true },
} as const;

/**
 * The member's cart, priced from the database (a size's own price, or the product's); lines of products taken off
 * sale or back to a draft are left out.
 */
export async function getCart(userId: string, client: Pick<Db, "cartItem"> = db): Promise<ServerCart> {
  const rows = await client.cartItem.findMany({
    where: { userId, product: { deletedAt: null, published: true } },
    // Oldest first, so a newly added piece appears at the bottom, as in the guest cart; the id breaks ties.
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { product: lineProduct, variant: { select: { label: true, priceCents: true } } },
  });
  const items = rows.map(({ id, productId, variantId, personalization, quantity, product, variant }) => {
    const line: CartLine = {
      id,
      productId,
      variantId,
      variantName: variant ? product.variantName : null,
      variantLabel: variant?.label ?? null,
      personalization,
      leadTimeDays: product.leadTimeDays,
      name: product.name,
      priceCents: variant ? variantPriceCents(variant, product.priceCents) : product.priceCents,
      quantity,
      images: product.images,
    };
    return { ...line, subtotalCents: lineTotalCents(line) };
  });
  return { items, totalCents: subtotalCents(items) };
}

/** The piece a line is for, as the catalogue has it now (errors as choosePiece says). */
async function chosenPiece(
  tx: Tx,
  choice: { productId: string; variantId: string | null; personalization: string },
): Promise<ChosenPiece> {
  const [product] = await findProductsForLines(tx, [choice.productId]);
  return choosePiece(product, choice);
}

/** How many of this piece (this product in this size, whatever the text) the member's cart holds, but for one line. */
async function inCartBesides(tx: Tx, userId: string, piece: ChosenPiece, exceptLineId: string | null): Promise<number> {
  const lines = await tx.cartItem.findMany({
    where: {
      userId,
      productId: piece.productId,
      variantId: piece.variantId,
      ...(exceptLineId ? { NOT: { id: exceptLineId } } : {}),
    },
  });
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** 409 naming how many pieces there are, so the shopper knows what they can still buy. */
function notEnoughStock(piece: ChosenPiece, inCart: number): AppError {
  const name = piece.variantLabel ? `${piece.name} (${piece.variantLabel})` : piece.name;
  let message: string;
  if (piece.stock === 0) message = `${name} is out of stock`;
  else if (inCart > 0) message = `Only ${piece.stock} of ${name} available, and your cart already has ${inCart}`;
  else message = `Only ${piece.stock} of ${name} available`;
  return new AppError(409, "insufficient_stock", message, [{ path: "quantity", message }]);
}

/**
 * Adds pieces to the member's cart; the same choice (product, size, text) already there gets the quantity added to its
 * line, like a guest's. The stock checked is the chosen size's, across every line of it (another text is another line
 * of the same pieces).
 */
export async function addToCart(
  userId: string,
  { productId, variantId, personalization, quantity }: AddToCartInput,
): Promise<ServerCart> {
  return transaction(async (tx) => {
    // One member's cart changes run one at a time: two tabs adding the last pieces cannot both pass the stock check,
    // and a line without a variant (which the unique index cannot tell apart: NULLs differ) is never written twice.
    await lockAccount(tx, userId);
    const piece = await chosenPiece(tx, { productId, variantId, personalization });
    const line = await tx.cartItem.findFirst({
      where: { userId, productId, variantId: piece.variantId, personalization: piece.personalization },
    });
    const inCart = await inCartBesides(tx, userId, piece, null);
    if (inCart + quantity > piece.stock) throw notEnoughStock(piece, inCart);
    if (line) await tx.cartItem.update({ where: { id: line.id }, data: { quantity: line.quantity + quantity } });
    else
      await tx.cartItem.create({
        data: { userId, productId, variantId: piece.variantId, personalization: piece.personalization, quantity },
      });
    return getCart(userId, tx);
  });
}

/**
 * The member's line that `ref` names: its id, or the product's id where the product has one line in the cart (409
 * when it has several: the line must be named). 404 when there is none.
 */
async function lineOf(tx: Tx, userId: string, ref: string) {
  const lines = await tx.cartItem.findMany({ where: { userId, OR: [{ id: ref }, { productId: ref }] } });
  const byId = lines.find((line) => line.id === ref);
  if (byId) return byId;
  if (lines.length > 1)
    throw new ConflictError(
      "This piece has more than one line in the cart (other sizes or texts): name the line by its id",
      "line_ambiguous",
    );
  const [line] = lines;
  if (!line) throw new NotFoundError(CART_LINE_NOT_FOUND);
  return line;
}

/** Sets a line's quantity; zero or below removes the line, as in the guest cart. 404 when the cart has no such line. */
export async function setCartQuantity(
  userId: string,
  ref: string,
  { quantity }: SetCartQuantityInput,
): Promise<ServerCart> {
  if (quantity < 1) return removeFromCart(userId, ref);
  return transaction(async (tx) => {
    await lockAccount(tx, userId);
    const line = await lineOf(tx, userId, ref);
    const piece = await chosenPiece(tx, line);
    const others = await inCartBesides(tx, userId, piece, line.id);
    if (others + quantity > piece.stock) throw notEnoughStock(piece, others);
    await tx.cartItem.update({ where: { id: line.id }, data: { quantity } });
    return getCart(userId, tx);
  });
}

/**
 * Removes a line (named by its id, or by its product's where that has one line); 404 when the cart has no such line.
 */
export async function removeFromCart(userId: string, ref: string): Promise<ServerCart> {
  return transaction(async (tx) => {
    await lockAccount(tx, userId);
    const line = await lineOf(tx, userId, ref);
    await tx.cartItem.delete({ where: { id: line.id } });
    return getCart(userId, tx);
  });
}

/** Empties the member's cart (after an order, or when they ask). */
export async function clearCart(userId: string): Promise<ServerCart> {
  await db.cartItem.deleteMany({ where: { userId } });
  return getCart(userId);
}
