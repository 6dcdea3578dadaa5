import "server-only";
import { dateIn, formatCalendarDate } from "@/lib/calendar";
import type { CartLine } from "@/lib/cart/cart-lines";
import { db, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError, ConflictError, NotFoundError } from "@/lib/errors";
import { findLinkToken } from "@/lib/link-tokens/tokens";
import { linkTokenSchema } from "@/lib/link-tokens/schemas";

/** What GET /api/quotes/{token} and the /quote page show of a quote; the price in cents (dollars in the answer). */
export type QuoteView = {
  description: string;
  priceCents: number;
  leadTimeDays: number;
  expiresAt: Date;
  status: "quoted" | "paid";
};

/** Where a quote's link stands: payable, paid, past its date (or replaced), or opening nothing at all. */
export type QuoteState =
  { kind: "open" | "paid"; quoteId: string; view: QuoteView } | { kind: "expired" } | { kind: "unknown" };

/** 410 `quote_expired`: past its date, or replaced by a newer quote or a decline; the page offers to ask again. */
export class QuoteExpiredError extends AppError {
  constructor() {
    super(410, "quote_expired", "This quote has expired. You are welcome to ask again.");
  }
}

/** 409 `quote_already_paid`: a quote is paid once; a second card is never charged for it. */
export function quoteAlreadyPaidError(): AppError {
  return new ConflictError("This quote has already been paid. Your card was not charged.", "quote_already_paid");
}

const QUOTE_NOT_FOUND = "Quote not found";

/** The quote a link opens, and where it stands now. Nothing changes here (a GET, a page). */
export async function readQuoteState(token: string, now = new Date()): Promise<QuoteState> {
  const parsed = linkTokenSchema.safeParse(token);
  const opened = parsed.success ? await findLinkToken("custom_quote", parsed.data, now) : null;
  const quote = opened ? await db.customQuote.findUnique({ where: { id: opened.subjectId } }) : null;
  if (!quote) return { kind: "unknown" };
  const view = {
    description: quote.description,
    priceCents: quote.priceCents,
    leadTimeDays: quote.leadTimeDays,
    expiresAt: quote.expiresAt,
  };
  if (quote.orderId !== null) return { kind: "paid", quoteId: quote.id, view: { ...view, status: "paid" } };
  if (quote.withdrawnAt !== null || quote.expiresAt <= now) return { kind: "expired" };
  return { kind: "open", quoteId: quote.id, view: { ...view, status: "quoted" } };
}

/**
 * GET /api/quotes/{token}: the quote, quoted or paid; 410 `quote_expired` past its date, 404 for a link of no quote.
 */
export async function getQuoteView(token: string): Promise<QuoteView> {
  const state = await readQuoteState(token);
  if (state.kind === "unknown") throw new NotFoundError(QUOTE_NOT_FOUND, "quote_not_found");
  if (state.kind === "expired") throw new QuoteExpiredError();
  return state.view;
}

/** A quote about to be paid: its id, price and lead time; 409 when paid, 410 when expired, 404 when unknown. */
export async function payableQuote(token: string): Promise<{ quoteId: string; view: QuoteView }> {
  const state = await readQuoteState(token);
  if (state.kind === "unknown") throw new NotFoundError(QUOTE_NOT_FOUND, "quote_not_found");
  if (state.kind === "expired") throw new QuoteExpiredError();
  if (state.kind === "paid") throw quoteAlreadyPaidError();
  return { quoteId: state.quoteId, view: state.view };
}

/**
 * Thrown inside the order's transaction when the quote can no longer be paid (another payment's order took it
 * first, or a newer quote or a decline withdrew it): everything the transaction wrote rolls back.
 */
export class QuoteUnavailable extends Error {
  constructor(readonly quoteId: string) {
    super(`quote ${quoteId} can no longer be paid`);
    this.name = "QuoteUnavailable";
  }
}

/**
 * Inside the order's transaction: marks the quote paid by this order and its request `paid`, or throws
 * QuoteUnavailable. One conditional update takes the quote's row, so of two payments racing for it the second waits,
 * then finds `order_id` set and updates nothing: exactly one order per quote. A checkout opened while the quote was
 * open may finish after its date (the checkout's own hour bounds that), so expiry is not checked again here.
 */
export async function redeemQuote(tx: Tx, use: { quoteId: string; orderId: string }): Promise<void> {
  const now = new Date();
  const [taken] = await tx.customQuote.updateManyAndReturn({
    where: { id: use.quoteId, orderId: null, withdrawnAt: null },
    data: { orderId: use.orderId, paidAt: now },
    select: { requestId: true },
  });
  if (!taken) throw new QuoteUnavailable(use.quoteId);
  await tx.customRequest.update({ where: { id: taken.requestId }, data: { status: "paid" } });
}

/**
 * What a quote's one line is, in the cart and in the order: no size, no text, made in the quote's lead time, named by
 * its description.
 */
export function quotedPiece(view: QuoteView) {
  return {
    variantId: null,
    variantName: null,
    variantLabel: null,
    personalization: "",
    leadTimeDays: view.leadTimeDays,
    name: view.description,
    images: [],
    quantity: 1,
  };
}

/** The quote as the checkout's one line (its pages show it with the cart's own steps and summary). */
export function quoteCartLine(quoteId: string, view: QuoteView): CartLine {
  return { ...quotedPiece(view), id: `quote-${quoteId}`, productId: "", priceCents: view.priceCents };
}

/** The last day a quote can be accepted, as the maker's calendar says it ("Friday, December 11"). */
export function quoteValidUntil(expiresAt: Date): string {
  return formatCalendarDate(dateIn(env().SHOP_TIME_ZONE, expiresAt));
}
