import "server-only";
import { customQuoteEmail, customRequestDeclinedEmail } from "@/emails/custom-quote";
import { calendarDateOf } from "@/lib/calendar";
import { quoteValidUntil } from "@/lib/commissions/quotes";
import type { CustomRequestStatusName, DeclineInput, QuoteInput } from "@/lib/commissions/schemas";
import { requestStatusName, whereStatus } from "@/lib/commissions/status";
import { db, transaction, type Tx } from "@/lib/db";
import { deliverEmailsSoon, dropUnsentMail, enqueueEmail } from "@/lib/email/outbox";
import { ConflictError, NotFoundError } from "@/lib/errors";
import type { CustomQuote, CustomRequest } from "@/lib/generated/prisma/client";
import type { StoredImage } from "@/lib/images/store";
import { imageStore } from "@/lib/images/store";
import { issueLinkToken } from "@/lib/link-tokens/tokens";
import { siteUrl } from "@/lib/site";

const DAY_MS = 24 * 60 * 60 * 1000;
// A quote's link keeps opening its page for a while after the quote's date, so she reads "expired, ask again" (or
// "paid") rather than a dead link; after that the token is pruned like every expired one.
const LINK_GRACE_DAYS = 90;
/** The list's length: the maker answers requests as they come; older ones are read by status. */
const LIST_LIMIT = 200;

/** A quote as the admin sees it: never its link token, which only the buyer's mail carries. */
export type QuoteSummaryDto = {
  priceCents: number;
  description: string;
  leadTimeDays: number;
  expiresAt: Date;
  createdAt: Date;
  paidAt: Date | null;
  orderId: string | null;
};

/** A request as the admin sees it; amounts in cents (dollars in the API's answer), photos as admin-only URLs. */
export type CustomRequestDto = {
  id: string;
  name: string;
  email: string;
  description: string;
  budgetCents: number | null;
  neededBy: string | null;
  similarProductId: string | null;
  similarProductName: string | null;
  photos: string[];
  status: CustomRequestStatusName;
  declineMessage: string | null;
  createdAt: Date;
  quote: QuoteSummaryDto | null;
};

type RowWithQuotes = CustomRequest & { quotes: CustomQuote[] };

/** The quote that counts: the one not withdrawn (a paid one never is), else none. */
function liveQuote(row: RowWithQuotes): CustomQuote | null {
  return row.quotes.find((quote) => quote.withdrawnAt === null) ?? null;
}

function toDto(row: RowWithQuotes, now: Date): CustomRequestDto {
  const quote = liveQuote(row);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    description: row.description,
    budgetCents: row.budgetCents,
    neededBy: row.neededBy ? calendarDateOf(row.neededBy) : null,
    similarProductId: row.similarProductId,
    similarProductName: row.similarProductName,
    photos: row.photoKeys.map((_, index) => `/api/admin/custom-requests/${row.id}/photos/${index}`),
    status: requestStatusName(row.status, quote, now),
    declineMessage: row.declineMessage,
    createdAt: row.createdAt,
    quote: quote && {
      priceCents: quote.priceCents,
      description: quote.description,
      leadTimeDays: quote.leadTimeDays,
      expiresAt: quote.expiresAt,
      createdAt: quote.createdAt,
      paidAt: quote.paidAt,
      orderId: quote.orderId,
    },
  };
}

const WITH_QUOTES = { quotes: { orderBy: { createdAt: "desc" } } } as const;

/** GET /api/admin/custom-requests: newest first, of one status when asked (`expired` included). */
export async function listCustomRequests(status: CustomRequestStatusName | undefined): Promise<CustomRequestDto[]> {
  const now = new Date();
  const rows = await db.customRequest.findMany({
    where: status ? whereStatus(status, now) : {},
    include: WITH_QUOTES,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: LIST_LIMIT,
  });
  return rows.map((row) => toDto(row, now));
}

/** One request for the admin's page; 404 when there is none. */
export async function getCustomRequestOrThrow(id: string): Promise<CustomRequestDto> {
  const row = await db.customRequest.findUnique({ where: { id }, include: WITH_QUOTES });
  if (!row) throw new NotFoundError("Request not found", "request_not_found");
  return toDto(row, new Date());
}

/**
 * The request's row, locked until the caller's transaction ends: a quote, a decline and a payment of the request
 * queue on it, so a quote can never be issued for a request whose payment just committed. 404 when missing, 409
 * `request_paid` once paid (its piece is being made: nothing more to quote or decline).
 */
async function lockUnpaidRequest(tx: Tx, id: string): Promise<CustomRequest> {
  const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM custom_requests WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw new NotFoundError("Request not found", "request_not_found");
  const row = await tx.customRequest.findUniqueOrThrow({ where: { id } });
  if (row.status === "paid")
    throw new ConflictError("This request has been paid: there is nothing more to quote or decline.", "request_paid");
  return row;
}

/** Withdraws the request's unpaid quote (its link now answers 410) and drops its mail if it has not gone yet. */
async function withdrawUnpaidQuotes(tx: Tx, requestId: string, now: Date): Promise<void> {
  await tx.customQuote.updateMany({
    where: { requestId, withdrawnAt: null, orderId: null },
    data: { withdrawnAt: now },
  });
  await dropUnsentMail(tx, `custom-quote:${requestId}:`);
}

/**
 * POST /api/admin/custom-requests/{id}/quote: a new quote replaces an unpaid one (whose link stops working), and
 * its link (/quote/{token}, 256 random bits, stored hashed) is mailed to her. The token is never answered here.
 */
export async function quoteCustomRequest(
  id: string,
  input: QuoteInput,
): Promise<{ status: "quoted"; expiresAt: Date }> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + input.validDays * DAY_MS);
  const quote = await transaction(async (tx) => {
    const request = await lockUnpaidRequest(tx, id);
    await withdrawUnpaidQuotes(tx, id, now);
    const created = await tx.customQuote.create({
      data: {
        requestId: id,
        priceCents: input.priceCents,
        description: input.description,
        leadTimeDays: input.leadTimeDays,
        expiresAt,
        createdAt: now,
      },
    });
    await tx.customRequest.update({ where: { id }, data: { status: "quoted", declineMessage: null } });
    const token = await issueLinkToken(tx, {
      purpose: "custom_quote",
      subjectId: created.id,
      validForMs: (input.validDays + LINK_GRACE_DAYS) * DAY_MS,
      now,
    });
    const mail = customQuoteEmail({
      name: request.name,
      description: input.description,
      priceCents: input.priceCents,
      leadTimeDays: input.leadTimeDays,
      validUntil: quoteValidUntil(expiresAt),
      quoteUrl: `${siteUrl()}/quote/${token}`,
      appUrl: siteUrl(),
    });
    // The token is the mail's secret: stored masked, sent from the sealed copy (lib/email/seal.ts).
    await enqueueEmail(tx, {
      to: request.email,
      ...mail,
      secret: token,
      dedupeKey: `custom-quote:${id}:${created.id}`,
    });
    return created;
  });
  deliverEmailsSoon();
  return { status: "quoted", expiresAt: quote.expiresAt };
}

/** POST /api/admin/custom-requests/{id}/decline: the maker's message is mailed to her; an unpaid quote is withdrawn. */
export async function declineCustomRequest(id: string, input: DeclineInput): Promise<{ status: "declined" }> {
  await transaction(async (tx) => {
    const request = await lockUnpaidRequest(tx, id);
    await withdrawUnpaidQuotes(tx, id, new Date());
    await tx.customRequest.update({ where: { id }, data: { status: "declined", declineMessage: input.message } });
    const mail = customRequestDeclinedEmail({ name: request.name, message: input.message, appUrl: siteUrl() });
    await enqueueEmail(tx, { to: request.email, ...mail, dedupeKey: `custom-request-declined:${id}:${Date.now()}` });
  });
  deliverEmailsSoon();
  return { status: "declined" };
}

/** One of a request's reference photos, for an admin only; 404 when there is no such request or photo. */
export async function readReferencePhoto(id: string, index: number): Promise<StoredImage> {
  const row = await db.customRequest.findUnique({ where: { id }, select: { photoKeys: true } });
  const key = row?.photoKeys[index];
  const image = key === undefined ? null : await imageStore().getPrivate(key);
  if (!image) throw new NotFoundError("Photo not found", "not_found");
  return image;
}
