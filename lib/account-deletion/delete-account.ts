import "server-only";
import { randomUUID } from "node:crypto";
import { accountDeletedEmail } from "@/emails/account-deleted";
import { removeMemberAddresses } from "@/lib/addresses/mutations";
import { removeStockAlertsOf } from "@/lib/alerts/alerts";
import { confirmAccountPassword, removeAccount } from "@/lib/auth/account-removal";
import { lockAccount } from "@/lib/auth/current-session";
import type { DeleteAccountInput } from "@/lib/auth/schemas";
import { removeMemberCart } from "@/lib/cart/purchased-lines";
import { transaction } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { removeNewsletterSubscriber } from "@/lib/newsletter/subscribers";

/**
 * Deletes a member's account once she gives her password again: her addresses, cart, alerts and newsletter
 * subscription (each through its owner), then her codes, sessions and the account itself; orders stay for the books
 * with no account. One transaction, so a failure deletes nothing, and the last mail is queued in it.
 */
export async function deleteAccount(userId: string, { password }: DeleteAccountInput, client: string | null): Promise<{ message: string }> {
  const account = await confirmAccountPassword(userId, password, client);
  await transaction(async (tx) => {
    // The member's row lock first: a second click waits here and then finds no account (401), and a cart or address
    // written meanwhile in another tab cannot slip in between the deletions.
    await lockAccount(tx, account.id);
    await removeMemberCart(tx, account.id);
    await removeMemberAddresses(tx, account.id);
    await removeStockAlertsOf(tx, account.email);
    await removeNewsletterSubscriber(tx, account.email);
    await removeAccount(tx, account.id);
    const mail = accountDeletedEmail({ name: account.name, appUrl: env().APP_URL });
    await enqueueEmail(tx, { to: account.email, ...mail, dedupeKey: `account-deleted:${account.id}:${randomUUID()}` });
  });
  deliverEmailsSoon();
  return { message: "Your account is deleted" };
}
