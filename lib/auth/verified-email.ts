import "server-only";
import type { Db } from "@/lib/db";

/** Whether a verified account has this email (any letter case): its mailbox has proven itself with a code. */
export async function hasVerifiedAccount(reader: Pick<Db, "user">, email: string): Promise<boolean> {
  const account = await reader.user.findFirst({
    where: { email, emailVerifiedAt: { not: null } },
    select: { id: true },
  });
  return account !== null;
}
