import "server-only";
import { db, type Db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { LinkExpiredError } from "@/lib/link-tokens/errors";
import { linkTokenSchema } from "@/lib/link-tokens/schemas";
import { findLinkToken, issueLinkToken } from "@/lib/link-tokens/tokens";
import { deliveredOrderOfUser, findReviewableOrder, type ReviewableLine } from "@/lib/orders/reviewable";
import { REVIEW_LINK_MS } from "@/lib/reviews/invitations";

/** What a live review link opens: the order's pieces, and those still to be reviewed. */
export type OpenReviewLink = { orderId: string; userId: string | null; open: ReviewableLine[] };

/** The lines of the order already reviewed (one review per line; the unique key on order_item_id keeps it so). */
export async function reviewedLineIds(orderId: string, reader: Pick<Db, "review"> = db): Promise<Set<string>> {
  const rows = await reader.review.findMany({ where: { orderId }, select: { orderItemId: true } });
  return new Set(rows.map((row) => row.orderItemId));
}

/**
 * The order a review link proves, with the lines not yet reviewed; 410 `link_expired` (one answer for every dead
 * link) when the token is unknown, expired or used, when the order no longer stands (cancelled, refunded in full,
 * erased) or when every line has its review.
 */
export async function openReviewLinkOrThrow(token: string): Promise<OpenReviewLink> {
  const opened = await findLinkToken("review", token);
  const order = opened ? await findReviewableOrder(opened.subjectId) : null;
  if (!order?.standing) throw new LinkExpiredError();
  const reviewed = await reviewedLineIds(order.id);
  const open = order.lines.filter((line) => !reviewed.has(line.id));
  if (open.length === 0) throw new LinkExpiredError();
  return { orderId: order.id, userId: order.userId, open };
}

/** The review page's lines for its token, or null when the link opens nothing (the page then says so). */
export async function reviewLinkOfPage(raw: string): Promise<(OpenReviewLink & { token: string }) | null> {
  const parsed = linkTokenSchema.safeParse(raw);
  if (!parsed.success) return null;
  try {
    return { ...(await openReviewLinkOrThrow(parsed.data)), token: parsed.data };
  } catch (error) {
    if (error instanceof AppError && error.status === 410) return null;
    throw error;
  }
}

/**
 * A fresh review link for the member's own delivered order ("Write a review" on her order page): the same page the
 * mail opens. Null when the order is not hers or not delivered, so a guess learns nothing.
 */
export async function issueMemberReviewLink(userId: string, orderId: string): Promise<string | null> {
  if (!(await deliveredOrderOfUser(userId, orderId))) return null;
  return issueLinkToken(db, { purpose: "review", subjectId: orderId, validForMs: REVIEW_LINK_MS });
}
