import "server-only";
import type { Db } from "@/lib/db";

type CartWriter = Pick<Db, "cartItem">;

/**
 * Removes the lines a member just bought, inside the caller's transaction (checkout's finalization), so the
 * cart is cleared exactly when the order is committed. Only those products: a piece added to the cart in
 * another tab while paying stays in the cart.
 */
export async function removePurchasedLines(tx: CartWriter, userId: string, productIds: readonly string[]): Promise<void> {
  await tx.cartItem.deleteMany({ where: { userId, productId: { in: [...productIds] } } });
}
