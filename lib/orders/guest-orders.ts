import "server-only";
import type { Tx } from "@/lib/db";

/**
 * Her guest orders join her account once she has proven the address is hers (a verified code): every order placed
 * with that email (in any letter case) and no account becomes hers, in the verification's transaction. Orders of
 * another account are never touched. Answers how many joined.
 */
export async function joinGuestOrders(tx: Tx, account: { id: string; email: string }): Promise<number> {
  const { count } = await tx.order.updateMany({ where: { userId: null, email: { equals: account.email, mode: "insensitive" } }, data: { userId: account.id } });
  return count;
}
