import "server-only";
import { randomUUID } from "node:crypto";
import { accountDeletedEmail } from "@/emails/account-deleted";
import { revalidateProductPages } from "@/lib/catalog/revalidate";
import { removeMemberAddresses } from "@/lib/addresses/mutations";
import { removeStockAlertsOf } from "@/lib/alerts/alerts";
import { confirmAccountPassword, removeAccount } from "@/lib/auth/account-removal";
import { lockAccount } from "@/lib/auth/current-session";
import type { DeleteAccountInput } from "@/lib/auth/schemas";
import { removeMemberCart } from "@/lib/cart/purchased-lines";
import { eraseCommissionRequestsOf } from "@/lib/commissions/erase";
import { transaction } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { discardPrivatePhotos, discardPublishedPhotos } from "@/lib/images/uploads";
import { removeNewsletterSubscriber } from "@/lib/newsletter/subscribers";
import { eraseBuyerFromOrders } from "@/lib/orders/erase";
import { eraseReviewsOf } from "@/lib/reviews/erase";

/**
 * Deletes a member's account once she gives her password again: her orders stay in the books with her name, address
 * and email erased (409 `order_not_shipped` while one is not yet on its way), her reviews stay as "A buyer" (or go,
 * with `deleteReviews`), and her addresses, cart, commission
 * requests, alerts and newsletter subscription go (each through its owner), then her codes, sessions and the account
 * itself. One transaction, so a failure deletes nothing, and the last mail is queued in it; her commission photos
 * (and her deleted reviews' photos) leave the image store once it has committed.
 */
export async function deleteAccount(
  userId: string,
  { password, deleteReviews = false }: DeleteAccountInput,
  client: string | null,
): Promise<{ message: string }> {
  const account = await confirmAccountPassword(userId, password, client);
  const { photoKeys, reviews } = await transaction(async (tx) => {
    // The member's row lock first: a second click waits here and then finds no account (401), and a cart or address
    // written meanwhile in another tab cannot slip in between the deletions.
    await lockAccount(tx, account.id);
    // Her reviews before her orders: the orders' email, erased next, is what ties her guest orders' reviews to her.
    const reviewed = await eraseReviewsOf(tx, account, deleteReviews);
    await eraseBuyerFromOrders(tx, account);
    const photos = await eraseCommissionRequestsOf(tx, account.email);
    await removeMemberCart(tx, account.id);
    await removeMemberAddresses(tx, account.id);
    await removeStockAlertsOf(tx, account.email);
    await removeNewsletterSubscriber(tx, account.email);
    await removeAccount(tx, account.id);
    const mail = accountDeletedEmail({ name: account.name, appUrl: env().APP_URL });
    await enqueueEmail(tx, { to: account.email, ...mail, dedupeKey: `account-deleted:${account.id}:${randomUUID()}` });
    return { photoKeys: photos, reviews: reviewed };
  });
  deliverEmailsSoon();
  revalidateProductPages(reviews.pieces);
  // After the commit, and never undoing it: a store away leaves a warning naming each file, for the operator.
  await Promise.all([discardPrivatePhotos(photoKeys), discardPublishedPhotos(reviews.photos)]);
  return { message: "Your account is deleted" };
}
