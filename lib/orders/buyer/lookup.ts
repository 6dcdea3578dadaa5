import "server-only";
import { randomUUID } from "node:crypto";
import { orderLookupEmail } from "@/emails/order-lookup";
import { db, transaction } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import type { OrderLookup } from "@/lib/orders/buyer/lookup-schemas";
import { issueOrderViewLink, LOOKUP_VIEW_MINUTES, LOOKUP_VIEW_MS } from "@/lib/orders/buyer/order-view";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import { ORDER_LOOKUPS_PER_EMAIL } from "@/lib/rate-limit/policies";
import { siteUrl } from "@/lib/site";

/** What POST /api/guest/orders/lookup answers, whether or not the email and the number name an order. */
export const ORDER_LOOKUP_MESSAGE = `If that order number belongs to that email, a link to view the order is on its way. It works for ${LOOKUP_VIEW_MINUTES} minutes.`;

/**
 * "Track an order": when the email and the order number belong to one order, a link to its read-only page
 * (30 minutes) is mailed to the order's own address; otherwise nothing happens. The caller answers the same either
 * way, so neither emails nor order numbers can be probed. Limited per email before anything is read, per client by
 * the caller before the request's fields were.
 */
export async function requestOrderLookup({ email, orderNumber }: OrderLookup): Promise<void> {
  await enforceRateLimits([[ORDER_LOOKUPS_PER_EMAIL, email.toLowerCase()]]);
  // The number is the id's last 8 characters (formatOrderNumber); ids are lower case. Both checks in one read, so a
  // right number with the wrong email finds nothing, exactly like a wrong number.
  const [order] = await db.$queryRaw<{ id: string; email: string }[]>`
    SELECT id, email FROM orders WHERE right(id, 8) = ${orderNumber.toLowerCase()} AND lower(email) = ${email.toLowerCase()} LIMIT 1`;
  if (!order) return;
  await transaction(async (tx) => {
    const link = await issueOrderViewLink(tx, order.id, LOOKUP_VIEW_MS);
    const mail = orderLookupEmail({
      orderId: order.id,
      viewUrl: link.url,
      validMinutes: LOOKUP_VIEW_MINUTES,
      appUrl: siteUrl(),
    });
    // The link's token is the mail's secret: stored masked, sent from the sealed copy (lib/email/seal.ts).
    await enqueueEmail(tx, {
      to: order.email,
      ...mail,
      secret: link.token,
      dedupeKey: `order-lookup:${order.id}:${randomUUID()}`,
    });
  });
  deliverEmailsSoon();
}
