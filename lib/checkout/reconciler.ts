import "server-only";
import { settleCheckout } from "@/lib/checkout/settle";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { continueCancellation } from "@/lib/orders/desk/status";
import { pruneTestIntents } from "@/lib/payments/test-gateway/intents";
import { pruneProcessedEvents } from "@/lib/payments/webhooks/processed-events";

/** A claimed checkout is left to its reconciler this long; one that crashes frees it for another after. */
const LEASE_SECONDS = 120;
/** Work younger than this belongs to the request doing it; the reconciler only picks up what was left behind. */
const GRACE_SECONDS = 60;
/** Old checkouts, applied events and test intents are kept this long, then pruned. */
const RETENTION_DAYS = 30;

type ReconcileOptions = { now?: Date; limit?: number; graceSeconds?: number };
type ReconcileReport = { settled: number; cancellations: number; failed: number };

type Claimed = { payment_intent_id: string; order_id: string | null; cancelling: boolean };

/**
 * Claims up to `limit` checkouts that need a step nobody is taking: an open one past its hour, a closed one whose
 * payment was never released, an order still waiting for its capture, a cancellation left half-way. The claim is
 * a lease written with a conditional update (SKIP LOCKED), so reconcilers on every instance share the work and
 * never take the same checkout at once.
 */
async function claim(now: Date, limit: number, graceSeconds: number): Promise<Claimed[]> {
  const stale = new Date(now.getTime() - graceSeconds * 1000);
  const leaseUntil = new Date(now.getTime() + LEASE_SECONDS * 1000);
  return db.$queryRaw<Claimed[]>`
    UPDATE checkout_drafts AS d SET lease_until = ${leaseUntil}
      FROM (SELECT c.id, o.cancellation_started_at IS NOT NULL AS cancelling
              FROM checkout_drafts c LEFT JOIN orders o ON o.id = c.order_id
             WHERE (c.lease_until IS NULL OR c.lease_until < ${now})
               AND (   (c.status = 'open' AND c.expires_at < ${now})
                    OR (c.status = 'closed' AND c.released_at IS NULL AND c.updated_at < ${stale})
                    OR (c.status = 'completed' AND o.status = 'pending' AND o.payment_status = 'authorized'
                        AND o.cancellation_started_at IS NULL AND o.updated_at < ${stale})
                    OR (c.status = 'completed' AND o.cancellation_started_at < ${stale}))
             ORDER BY c.updated_at
             LIMIT ${limit}
             FOR UPDATE OF c SKIP LOCKED) AS due
     WHERE d.id = due.id
    RETURNING d.payment_intent_id, d.order_id, due.cancelling`;
}

/**
 * Finishes what a crash, an outage or a lost event left half-way, once, whichever instance gets there: captures
 * orders that were written but not captured, voids the authorizations of checkouts that ended without an order,
 * closes checkouts not paid within their hour (cancelling their intents), and finishes the maker's cancellations.
 * Each step is the same idempotent one the live requests take.
 */
export async function reconcileCheckouts({
  now = new Date(),
  limit = 50,
  graceSeconds = GRACE_SECONDS,
}: ReconcileOptions = {}): Promise<ReconcileReport> {
  const report: ReconcileReport = { settled: 0, cancellations: 0, failed: 0 };
  for (const row of await claim(now, limit, graceSeconds)) {
    try {
      if (row.cancelling && row.order_id) {
        await continueCancellation(row.order_id);
        report.cancellations += 1;
      } else {
        await settleCheckout(row.payment_intent_id);
        report.settled += 1;
      }
    } catch (error) {
      // One checkout that cannot move now (the gateway is down) must not hold up the others; its lease runs out.
      report.failed += 1;
      log.error(
        { err: error, paymentIntentId: row.payment_intent_id },
        "reconciling a checkout failed; it will be tried again",
      );
    }
  }
  return report;
}

/**
 * Removes what is no longer needed after RETENTION_DAYS: finished checkouts (an order keeps its own copy of
 * everything), applied webhook events and the test gateway's intents. Never a checkout that still owes a step.
 */
export async function pruneCheckouts(
  now = new Date(),
): Promise<{ drafts: number; events: number; testIntents: number }> {
  const before = new Date(now.getTime() - RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const { count: drafts } = await db.checkoutDraft.deleteMany({
    where: {
      createdAt: { lt: before },
      OR: [
        { status: "closed", releasedAt: { not: null } },
        { status: "completed", order: { status: { not: "pending" }, cancellationStartedAt: null } },
      ],
    },
  });
  const [events, testIntents] = await Promise.all([pruneProcessedEvents(before), pruneTestIntents(before)]);
  return { drafts, events, testIntents };
}
