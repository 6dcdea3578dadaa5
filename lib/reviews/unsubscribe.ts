import "server-only";
import { transaction } from "@/lib/db";
import { optOut } from "@/lib/email/opt-outs";
import { dropUnsentMailTo } from "@/lib/email/outbox";
import { LinkExpiredError } from "@/lib/link-tokens/errors";
import { findLinkToken } from "@/lib/link-tokens/tokens";
import { findReviewableOrder } from "@/lib/orders/reviewable";
import { REVIEW_REQUEST_PREFIX } from "@/lib/reviews/invitations";

/**
 * Stops review requests to the address of the order whose mail carried the link (RFC 8058's one-click POST, or the
 * page's button), at once: the opt-out is recorded and a request still waiting in the outbox is dropped. The link may
 * be followed again: it is looked up, not used up. 410 when it opens nothing.
 */
export async function unsubscribeReviewRequests(token: string): Promise<{ unsubscribed: true }> {
  const opened = await findLinkToken("review_unsubscribe", token);
  const order = opened ? await findReviewableOrder(opened.subjectId) : null;
  if (!order) throw new LinkExpiredError();
  await transaction(async (tx) => {
    await optOut(tx, order.email, "review-requests");
    await dropUnsentMailTo(tx, REVIEW_REQUEST_PREFIX, order.email);
  });
  return { unsubscribed: true };
}
