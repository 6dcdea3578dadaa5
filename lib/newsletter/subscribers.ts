import "server-only";
import { randomUUID } from "node:crypto";
import { newsletterConfirmEmail } from "@/emails/newsletter-confirm";
import { db, transaction, type Db } from "@/lib/db";
import { deliverEmailsSoon, dropUnsentMail, dropUnsentMailTo, enqueueEmail } from "@/lib/email/outbox";
import { LinkExpiredError } from "@/lib/link-tokens/errors";
import { consumeLinkToken, findLinkToken, issueLinkToken } from "@/lib/link-tokens/tokens";
import type { NewsletterSignup } from "@/lib/newsletter/schemas";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import { NEWSLETTER_SIGNUPS_PER_EMAIL } from "@/lib/rate-limit/policies";
import type { MailGate } from "@/lib/rate-limit/unproven-mail";
import { siteUrl } from "@/lib/site";

const DAY_MS = 24 * 60 * 60 * 1000;
const CONFIRM_DAYS = 7;

/** What POST /api/newsletter answers, for every address alike: it never says who is subscribed. */
export const NEWSLETTER_REQUESTED_MESSAGE =
  "Almost there: if this address is not subscribed yet, a link to confirm is on its way.";

/** The dedupe keys of the newsletter's mail ("newsletter:<announcement>:<subscriber>"), which an unsubscribe drops. */
export const NEWSLETTER_MAIL_PREFIX = "newsletter:";

/**
 * Asks for the newsletter: the address is kept as pending (or found) and, unless already subscribed, mailed a
 * confirmation link if `mayMail` lets it (the budget of an address that has proven nothing); the source is where this
 * latest request came from. Limited per email here, per client by the caller before the address was read.
 */
export async function requestNewsletter({ email, source }: NewsletterSignup, mayMail: MailGate): Promise<void> {
  await enforceRateLimits([[NEWSLETTER_SIGNUPS_PER_EMAIL, email.toLowerCase()]]);
  await transaction(async (tx) => {
    // One statement, so two sign-ups at once land on the same row.
    const [subscriber] = await tx.$queryRaw<{ id: string; status: string }[]>`
      INSERT INTO newsletter_subscribers (id, email, status, source, created_at, updated_at)
      VALUES (${randomUUID()}, ${email}, 'pending', ${source}, now(), now())
      ON CONFLICT (email) DO UPDATE SET updated_at = now()
      RETURNING id, status::text AS status`;
    if (!subscriber || subscriber.status === "subscribed") return;
    await tx.newsletterSubscriber.update({ where: { id: subscriber.id }, data: { source } });
    if (!(await mayMail(tx, email))) return;
    const prefix = `newsletter-confirm:${subscriber.id}:`;
    // An unsent older link only confuses: the newest is the one to follow.
    await dropUnsentMail(tx, prefix);
    const token = await issueLinkToken(tx, {
      purpose: "newsletter_confirm",
      subjectId: subscriber.id,
      validForMs: CONFIRM_DAYS * DAY_MS,
    });
    const mail = newsletterConfirmEmail({
      confirmUrl: `${siteUrl()}/newsletter/confirm/${token}`,
      validDays: CONFIRM_DAYS,
      appUrl: siteUrl(),
    });
    // The confirmation token is the mail's secret: stored masked, sent from the sealed copy (lib/email/seal.ts).
    await enqueueEmail(tx, { to: email, ...mail, secret: token, dedupeKey: `${prefix}${randomUUID()}` });
  });
  deliverEmailsSoon();
}

/** Subscribes the address through its mailed link (single use), recording when consent was given. 410 otherwise. */
export async function confirmNewsletter(token: string): Promise<{ subscribed: true }> {
  const confirmed = await transaction(async (tx) => {
    const opened = await consumeLinkToken(tx, "newsletter_confirm", token);
    if (!opened) return false;
    await tx.newsletterSubscriber.update({
      where: { id: opened.subjectId },
      data: { status: "subscribed", consentedAt: new Date(), unsubscribedAt: null },
    });
    return true;
  });
  if (!confirmed) throw new LinkExpiredError();
  return { subscribed: true };
}

/**
 * Unsubscribes at once (RFC 8058's one-click POST, or the page's button) and drops the newsletter mail still waiting
 * for the address. The link may be followed again: it is looked up, not used up. 410 when it opens nothing.
 */
export async function unsubscribeNewsletter(token: string): Promise<{ unsubscribed: true }> {
  const opened = await findLinkToken("newsletter_unsubscribe", token);
  const subscriber = opened
    ? await db.newsletterSubscriber.findUnique({ where: { id: opened.subjectId }, select: { id: true, email: true } })
    : null;
  if (!subscriber) throw new LinkExpiredError();
  await transaction(async (tx) => {
    // A second click keeps the first one's time: that is when she left.
    await tx.newsletterSubscriber.updateMany({
      where: { id: subscriber.id, status: { not: "unsubscribed" } },
      data: { status: "unsubscribed", unsubscribedAt: new Date() },
    });
    await dropUnsentMailTo(tx, NEWSLETTER_MAIL_PREFIX, subscriber.email);
  });
  return { unsubscribed: true };
}

/** How many addresses confirmed and are still subscribed. */
export function countSubscribers(): Promise<number> {
  return db.newsletterSubscriber.count({ where: { status: "subscribed" } });
}

/** Whether this address once followed its confirmation link (any letter case), even if it left since. */
export async function hasConfirmedSubscription(
  reader: Pick<Db, "newsletterSubscriber">,
  email: string,
): Promise<boolean> {
  const subscriber = await reader.newsletterSubscriber.findFirst({
    where: { email, consentedAt: { not: null } },
    select: { id: true },
  });
  return subscriber !== null;
}

/**
 * Deletes an address's subscription (whatever its state) and its newsletter mail not yet sent, inside the account
 * deletion's transaction (lib/account-deletion): nothing of the consent stays once the member asked to be forgotten.
 */
export async function removeNewsletterSubscriber(
  tx: Pick<Db, "newsletterSubscriber" | "emailOutbox">,
  email: string,
): Promise<void> {
  await tx.newsletterSubscriber.deleteMany({ where: { email } });
  await dropUnsentMailTo(tx, NEWSLETTER_MAIL_PREFIX, email);
  await dropUnsentMailTo(tx, "newsletter-confirm:", email);
}
