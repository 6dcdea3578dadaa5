import "server-only";
import type { Db } from "@/lib/db";

type CartWriter = Pick<Db, "cartItem">;

/**
 * Removes the lines a member just bought, inside the caller's transaction (checkout's finalization), so the
 * cart is cleared exactly when the order is committed. Only those lines (product, size and text): a piece added to
 * the cart in another tab while paying stays in the cart.
 */
export async function removePurchasedLines(
  tx: CartWriter,
  userId: string,
  lines: readonly { productId: string; variantId: string | null; personalization: string }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.cartItem.deleteMany({
    where: {
      userId,
      OR: lines.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        personalization: line.personalization,
      })),
    },
  });
}

/**
 * Removes every cart's line of a product taken off sale, inside the catalogue's transaction (lib/catalog/mutations.ts).
 */
export async function removeProductFromCarts(tx: CartWriter, productId: string): Promise<void> {
  await tx.cartItem.deleteMany({ where: { productId } });
}

/** Empties a member's cart inside the account deletion's transaction (lib/account-deletion). */
export async function removeMemberCart(tx: CartWriter, userId: string): Promise<void> {
  await tx.cartItem.deleteMany({ where: { userId } });
}
