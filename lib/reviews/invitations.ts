import "server-only";
import { reviewRequestEmail } from "@/emails/review-request";
import { transaction } from "@/lib/db";
import { listUnsubscribeHeaders } from "@/lib/email/list-unsubscribe";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { issueLinkToken } from "@/lib/link-tokens/tokens";
import { log } from "@/lib/log";
import { mailQueuedEvent, recordOrderEvents } from "@/lib/orders/events";
import { findReviewableOrder, type ReviewableLine } from "@/lib/orders/reviewable";
import { siteUrl } from "@/lib/site";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The mailed link writes reviews for 60 days (issue 48). */
export const REVIEW_LINK_DAYS = 60;
export const REVIEW_LINK_MS = REVIEW_LINK_DAYS * DAY_MS;
/** An unsubscribe link must keep working long after its mail arrived. */
const UNSUBSCRIBE_MS = 365 * DAY_MS;
/**
 * Deliveries further back than this past the delay are never asked about: a shop that turns reviews on (or a job
 * that was stopped for weeks) must not mail buyers about parcels that came months ago.
 */
const LOOK_BACK_DAYS = 30;
/** Orders claimed per run: one transaction stays short; the next tick takes the rest. */
const BATCH = 50;

/**
 * The dedupe key of an order's invitation: one per order, even if a claim were ever lost. "order-…:<id>" like the
 * order's other mails, so the maker's order page shows it sent or undelivered with them.
 */
export const REVIEW_REQUEST_PREFIX = "order-review-request:";

/** Stands in for the postal address outside production, where mail reaches only the maker's own catcher. */
const ADDRESS_NOT_SET = "Postal address not set (SHOP_POSTAL_ADDRESS)";

/** What a line is called in the mail and on the review page: its name as sold, and the size bought. */
export function lineLabel(line: Pick<ReviewableLine, "name" | "variantLabel">): string {
  return line.variantLabel ? `${line.name} · ${line.variantLabel}` : line.name;
}

/**
 * Mails each order's buyer once, REVIEW_DELAY_DAYS after the order was marked delivered (when its status event says
 * so; an order delivered before the audit trail, by its last change), asking for a review through a link that
 * proves the purchase (`/reviews/new/{token}`, 60 days). None for an order cancelled, refunded in full or erased,
 * with no piece of the shop among its lines, or whose address said no to review requests. Answers the orders mailed.
 *
 * Every process runs it (lib/server-start.ts): an order is claimed by an insert into review_invitations that only one
 * process wins, in the transaction that queues its mail, so two racing send one mail; a rollback frees the claim.
 * The mail budget of unproven addresses (lib/mail-budget) does not apply: the order's address is proven by the order.
 * Without SHOP_POSTAL_ADDRESS in production nothing is sent (marketing mail must carry it) and nothing is claimed,
 * so the invitations go out once it is set.
 */
export async function sendReviewInvitations(now = new Date()): Promise<string[]> {
  const { SHOP_POSTAL_ADDRESS, NODE_ENV, REVIEW_DELAY_DAYS } = env();
  if (!SHOP_POSTAL_ADDRESS && NODE_ENV === "production") {
    log.warn("review requests wait: set SHOP_POSTAL_ADDRESS, which every review request must carry");
    return [];
  }
  const postalAddress = SHOP_POSTAL_ADDRESS ?? ADDRESS_NOT_SET;
  const dueBy = new Date(now.getTime() - REVIEW_DELAY_DAYS * DAY_MS);
  const since = new Date(dueBy.getTime() - LOOK_BACK_DAYS * DAY_MS);
  const mailed = await transaction(async (tx) => {
    // One statement reads the orders, their delivery and the opt-outs and claims what is due, so an order can be
    // claimed only as it stands at that moment (the reconciler's claim reads another domain's rows the same way).
    const claimed = await tx.$queryRaw<{ order_id: string }[]>`
      WITH delivered AS (
        SELECT o.id, coalesce((SELECT max(e.at) FROM order_events e
                                WHERE e.order_id = o.id AND e.type = 'status' AND e.to_value = 'delivered'),
                              o.updated_at) AS at
          FROM orders o
         WHERE o.status = 'delivered' AND o.payment_status <> 'refunded' AND o.erased_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM review_invitations i WHERE i.order_id = o.id)
           AND NOT EXISTS (SELECT 1 FROM mail_opt_outs m WHERE m.email = lower(o.email) AND m.kind = 'review-requests')
           AND EXISTS (SELECT 1 FROM order_items l WHERE l.order_id = o.id AND NOT l.custom AND l.product_id IS NOT NULL)
      )
      INSERT INTO review_invitations (order_id, sent_at)
      SELECT id, ${now} FROM delivered WHERE at <= ${dueBy} AND at > ${since} ORDER BY at LIMIT ${BATCH}
      ON CONFLICT (order_id) DO NOTHING RETURNING order_id`;
    const orderIds: string[] = [];
    for (const { order_id: orderId } of claimed) {
      const order = await findReviewableOrder(orderId, tx);
      if (!order) continue;
      const token = await issueLinkToken(tx, {
        purpose: "review",
        subjectId: orderId,
        validForMs: REVIEW_LINK_MS,
        now,
      });
      const stop = await issueLinkToken(tx, {
        purpose: "review_unsubscribe",
        subjectId: orderId,
        validForMs: UNSUBSCRIBE_MS,
        now,
      });
      const unsubscribeUrl = `${siteUrl()}/reviews/unsubscribe/${stop}`;
      const mail = reviewRequestEmail({
        pieces: order.lines.map(lineLabel),
        reviewUrl: `${siteUrl()}/reviews/new/${token}`,
        validDays: REVIEW_LINK_DAYS,
        postalAddress,
        unsubscribeUrl,
        appUrl: siteUrl(),
      });
      // The review link is the mail's secret: stored masked, sent from the sealed copy (lib/email/seal.ts).
      const queued = {
        to: order.email,
        ...mail,
        headers: listUnsubscribeHeaders(unsubscribeUrl),
        secret: token,
        dedupeKey: `${REVIEW_REQUEST_PREFIX}${orderId}`,
      };
      await enqueueEmail(tx, queued);
      await recordOrderEvents(tx, orderId, [mailQueuedEvent(queued)]);
      orderIds.push(orderId);
    }
    return orderIds;
  });
  if (mailed.length > 0) deliverEmailsSoon();
  return mailed;
}
