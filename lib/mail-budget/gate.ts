import "server-only";
import { hasVerifiedAccount } from "@/lib/auth/verified-email";
import type { Tx } from "@/lib/db";
import { hasConfirmedSubscription } from "@/lib/newsletter/subscribers";
import { hasOrderFrom } from "@/lib/orders/buyer/guest-orders";
import { takeUnprovenMailSlot, type MailGate } from "@/lib/rate-limit/unproven-mail";

/**
 * Whether `to` has proven its mailbox is someone's who deals with the shop: a verified account, an order, or a
 * confirmed newsletter subscription. Asked of each owner; the exact address (any case), not its mailbox, so her
 * `+tag` spellings stay unproven and share her budget.
 */
async function isProvenAddress(tx: Tx, to: string): Promise<boolean> {
  return (await hasVerifiedAccount(tx, to)) || (await hasOrderFrom(tx, to)) || (await hasConfirmedSubscription(tx, to));
}

/**
 * The one gate for mail asked for on a stranger's say-so: a proven address passes (its flows' own limits still
 * apply); any other takes one of its mailbox's 6 a day across every flow, or gets nothing queued.
 */
export const mayMailAddress: MailGate = async (tx, to) =>
  (await isProvenAddress(tx, to)) || takeUnprovenMailSlot(tx, to);
