import "server-only";
import { newsletterAnnouncementEmail, type AnnouncedPiece } from "@/emails/newsletter-announcement";
import { productHref } from "@/lib/catalog/product-href";
import { getProductById } from "@/lib/catalog/queries";
import { db, transaction } from "@/lib/db";
import { listUnsubscribeHeaders } from "@/lib/email/list-unsubscribe";
import { countMail, deliverEmailsSoon, enqueueEmails } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { ConflictError, ValidationError } from "@/lib/errors";
import { issueLinkTokens } from "@/lib/link-tokens/tokens";
import type { AnnouncementInput } from "@/lib/newsletter/schemas";
import { NEWSLETTER_MAIL_PREFIX } from "@/lib/newsletter/subscribers";
import { formatUsd } from "@/lib/pricing/money";
import { siteUrl } from "@/lib/site";

const MINUTE_MS = 60_000;
/** An unsubscribe link must keep working long after its mail arrived (a newsletter read months later). */
const UNSUBSCRIBE_MS = 365 * 24 * 60 * MINUTE_MS;

/** Stands in for the postal address outside production, where mail reaches only the maker's own catcher. */
const ADDRESS_NOT_SET = "Postal address not set (SHOP_POSTAL_ADDRESS)";

export type AnnouncementSummary = {
  id: string;
  subject: string;
  createdAt: string;
  recipients: number;
  /** When the last mail may go (ISO 8601): pacing spreads the mail over the minutes up to it. */
  finishesAt: string;
  sent: number;
  waiting: number;
  failed: number;
};

/** The postal address every newsletter must carry; production refuses to announce without one (409). */
function postalAddress(): string {
  const { SHOP_POSTAL_ADDRESS, NODE_ENV } = env();
  if (SHOP_POSTAL_ADDRESS) return SHOP_POSTAL_ADDRESS;
  if (NODE_ENV === "production") {
    throw new ConflictError(
      "Set SHOP_POSTAL_ADDRESS (the shop's postal address) before announcing: every newsletter must carry it.",
      "postal_address_missing",
    );
  }
  return ADDRESS_NOT_SET;
}

/** The pieces as the mail shows them; 400 naming the one that is not in the shop. */
async function announcedPieces(productIds: readonly string[]): Promise<AnnouncedPiece[]> {
  const products = await Promise.all(productIds.map((id) => getProductById(id)));
  return products.map((product, index) => {
    if (!product)
      throw new ValidationError("A piece to announce is not in the shop", [
        { path: `productIds.${index}`, message: "Not a piece in the shop" },
      ]);
    return {
      name: product.name,
      price: `${product.priceVaries ? "from " : ""}${formatUsd(product.priceCents)}`,
      url: `${siteUrl()}${productHref(product.id)}`,
    };
  });
}

/**
 * Announces a drop: one mail per confirmed subscriber, each with its own unsubscribe link, queued in one transaction
 * and paced NEWSLETTER_PER_MINUTE a minute (the i-th waits i / rate minutes), after any announcement still going out.
 * 409 `postal_address_missing` in production without the shop's postal address.
 */
export async function announceDrop(input: AnnouncementInput, now = new Date()): Promise<AnnouncementSummary> {
  const address = postalAddress();
  const pieces = await announcedPieces(input.productIds);
  const perMinute = env().NEWSLETTER_PER_MINUTE;
  const announcement = await transaction(async (tx) => {
    // Two announcements at once would both start now and double the rate: the second waits for the first here, and
    // while one is still going out, the next is queued after its last minute.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('newsletter-announcements'))`;
    const previous = await tx.newsletterAnnouncement.findFirst({
      orderBy: { finishesAt: "desc" },
      select: { finishesAt: true },
    });
    const start = previous && previous.finishesAt > now ? new Date(previous.finishesAt.getTime() + MINUTE_MS) : now;
    const subscribers = await tx.newsletterSubscriber.findMany({
      where: { status: "subscribed" },
      select: { id: true, email: true },
      orderBy: { consentedAt: "asc" },
    });
    const slot = (index: number) => new Date(start.getTime() + Math.floor(index / perMinute) * MINUTE_MS);
    const created = await tx.newsletterAnnouncement.create({
      data: {
        subject: input.subject,
        message: input.message,
        productIds: input.productIds,
        recipients: subscribers.length,
        finishesAt: slot(Math.max(subscribers.length - 1, 0)),
      },
    });
    const tokens = await issueLinkTokens(
      tx,
      "newsletter_unsubscribe",
      subscribers.map((subscriber) => subscriber.id),
      UNSUBSCRIBE_MS,
      now,
    );
    await enqueueEmails(
      tx,
      subscribers.map((subscriber, index) => {
        const unsubscribeUrl = `${siteUrl()}/newsletter/unsubscribe/${tokens[index] ?? ""}`;
        const mail = newsletterAnnouncementEmail({
          subject: input.subject,
          message: input.message,
          pieces,
          postalAddress: address,
          unsubscribeUrl,
          appUrl: siteUrl(),
        });
        return {
          to: subscriber.email,
          ...mail,
          headers: listUnsubscribeHeaders(unsubscribeUrl),
          notBefore: slot(index),
          dedupeKey: `${NEWSLETTER_MAIL_PREFIX}${created.id}:${subscriber.id}`,
        };
      }),
    );
    return created;
  });
  deliverEmailsSoon();
  return summaryOf(announcement);
}

async function summaryOf(announcement: {
  id: string;
  subject: string;
  createdAt: Date;
  recipients: number;
  finishesAt: Date;
}): Promise<AnnouncementSummary> {
  const counts = await countMail(`${NEWSLETTER_MAIL_PREFIX}${announcement.id}:`);
  return {
    id: announcement.id,
    subject: announcement.subject,
    createdAt: announcement.createdAt.toISOString(),
    recipients: announcement.recipients,
    finishesAt: announcement.finishesAt.toISOString(),
    ...counts,
  };
}

/** The latest announcements, newest first, each with its mail sent, waiting and failed. */
export async function listAnnouncements(limit = 20): Promise<AnnouncementSummary[]> {
  const rows = await db.newsletterAnnouncement.findMany({ orderBy: { createdAt: "desc" }, take: limit });
  return Promise.all(rows.map(summaryOf));
}
