import "server-only";
import type { Tx } from "@/lib/db";

/**
 * Her guest orders join her account once she has proven the address is hers (a verified code): every order placed
 * with that email (in any letter case) and no account becomes hers, in the verification's transaction. Orders of
 * another account are never touched, nor those of a deleted account (erased: a recycled mailbox is someone else).
 * Answers how many joined.
 */
export async function joinGuestOrders(tx: Tx, account: { id: string; email: string }): Promise<number> {
  const { count } = await tx.order.updateMany({
    where: { userId: null, erasedAt: null, email: { equals: account.email, mode: "insensitive" } },
    data: { userId: account.id },
  });
  return count;
}

/** Whether any order was placed with this email (any letter case): a card was authorized for it. */
export async function hasOrderFrom(reader: Pick<Tx, "order">, email: string): Promise<boolean> {
  const order = await reader.order.findFirst({
    where: { email: { equals: email, mode: "insensitive" } },
    select: { id: true },
  });
  return order !== null;
}
