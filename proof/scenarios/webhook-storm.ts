import { buildTestEvent, stripeShapedIntent } from "@/lib/payments/test-gateway/events";
import { signWebhookPayload } from "@/lib/payments/webhook-signing";
import type { Cluster } from "../cluster";
import { call, Timings } from "../http";
import { waitFor, type Findings, type Scenario } from "../scenario";
import { createPiece, eachConcurrently, isPaid, payAsGuest, type Paid } from "../shoppers";

const CHECKOUTS = 100;
const DELIVERIES = 500;
const DUPLICATE_SHARE = 0.3;
const AT_A_TIME = 20;

type Delivery = { body: string; signature: string };

/** A Fisher–Yates shuffle with a fixed seed, so a failing run can be replayed in the same order. */
function shuffled<T>(items: readonly T[], seed = 20_261_124): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * 100 guests pay (the gateway's own webhooks held back), then their events reach the shop as a storm: 500
 * signed deliveries, 30 % of them byte-for-byte repeats, shuffled, 20 at a time, alternating between the two
 * instances. The distinct events are, per payment, the gateway's own amount_capturable_updated, the same
 * authorization again under a new event id (as a gateway that re-sends an event as a new one would), and a
 * payment_intent.succeeded (two, under different ids, for half of them): 350 in all. Each payment must make one
 * order, whatever the order and the count of its events.
 */
export const webhookStorm: Scenario = {
  name: "webhook-storm",
  title: `webhook storm: ${CHECKOUTS} paid checkouts, ${DELIVERIES} signed deliveries of their events`,
  limitSeconds: 240,
  async run(cluster: Cluster, findings: Findings) {
    const pieces = await Promise.all(
      [1, 2, 3, 4].map((i) => createPiece(cluster.db, `Proof storm piece ${i}`, 10_000, 2_000 + i * 500)),
    );
    const timings = new Timings();
    cluster.webhooks.hold(true);
    const results = await eachConcurrently(
      Array.from({ length: CHECKOUTS }, (_, n) => n),
      10,
      (n) => payAsGuest(cluster.url, pieces, "storm", 1_000 + n, timings),
    );
    cluster.webhooks.hold(false);
    const held = cluster.webhooks
      .takeHeld()
      .filter((event) => event.type === "payment_intent.amount_capturable_updated");
    const paid = results.filter(isPaid);
    if (paid.length !== CHECKOUTS) throw new Error(`${CHECKOUTS - paid.length} of ${CHECKOUTS} guests could not pay`);
    const before = await cluster.db.order.count({
      where: { paymentIntentId: { in: paid.map((p) => p.paymentIntentId) } },
    });
    findings.note(
      `${paid.length} paid, ${held.length} authorization events held back, ${before} orders before the storm`,
    );

    const rows = await cluster.db.testPaymentIntent.findMany({
      where: { id: { in: paid.map((p) => p.paymentIntentId) } },
    });
    const sign = (body: string): Delivery => ({ body, signature: signWebhookPayload(body, cluster.webhookSecret) });
    const distinct: Delivery[] = [...held.map((event) => ({ body: event.body, signature: event.signature }))];
    for (const [i, row] of rows.entries()) {
      const succeeded = () =>
        sign(buildTestEvent("payment_intent.succeeded", stripeShapedIntent({ ...row, status: "succeeded" })));
      distinct.push(
        sign(buildTestEvent("payment_intent.amount_capturable_updated", stripeShapedIntent(row))),
        succeeded(),
      );
      if (i % 2 === 0) distinct.push(succeeded());
    }
    const duplicates = Math.round(DELIVERIES * DUPLICATE_SHARE);
    const firsts = distinct.slice(0, DELIVERIES - duplicates);
    const repeats = Array.from(
      { length: DELIVERIES - firsts.length },
      (_, i) => firsts[(i * 7) % firsts.length] as Delivery,
    );
    const storm = shuffled([...firsts, ...repeats]);
    findings.note(`${storm.length} deliveries: ${firsts.length} distinct events, ${repeats.length} repeats`);

    const stormTimings = new Timings();
    const began = Date.now();
    await eachConcurrently(storm, AT_A_TIME, async (delivery, i) => {
      const instance = cluster.instances[i % 2];
      if (!instance) return;
      const answer = await call(`${instance.url}/api/payments/webhook`, {
        method: "POST",
        body: delivery.body,
        headers: { "stripe-signature": delivery.signature },
      });
      stormTimings.add(`webhook → ${instance.label}`, answer);
    });
    findings.note(`storm delivered in ${((Date.now() - began) / 1000).toFixed(1)} s`);
    stormTimings.print();

    const intentIds = paid.map((p) => p.paymentIntentId);
    const orderCount = () => cluster.db.order.count({ where: { paymentIntentId: { in: intentIds } } });
    await waitFor(async () => (await orderCount()) >= CHECKOUTS, 15_000, 250);
    const orders = await orderCount();
    const captured = await cluster.db.testPaymentIntent.count({
      where: { id: { in: intentIds }, status: "succeeded", amountRefunded: 0 },
    });
    findings.check(
      "still 100 orders, each payment captured",
      orders === CHECKOUTS && captured === CHECKOUTS,
      `${orders} orders, ${captured} payments captured`,
    );
    findings.check(
      "zero 5xx",
      stormTimings.serverErrors() === 0,
      `${stormTimings.serverErrors()} of ${storm.length} deliveries answered 5xx or not at all`,
    );
    await checkOneMailEach(cluster, findings, paid);
  },
};

/** Each buyer's confirmation reaches the catcher exactly once (waiting up to `limitMs` for the outbox). */
export async function checkOneMailEach(
  cluster: Cluster,
  findings: Findings,
  paid: readonly Paid[],
  limitMs = 60_000,
): Promise<void> {
  const emails = new Set(paid.map((p) => p.email));
  const perBuyer = () => {
    const counts = new Map<string, number>();
    for (const mail of cluster.mail.catcher()?.messages() ?? []) {
      if (!mail.subject.startsWith("Order Confirmed")) continue;
      for (const to of mail.to) if (emails.has(to)) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    return counts;
  };
  const waited = await waitFor(() => perBuyer().size >= emails.size, limitMs, 500);
  const counts = perBuyer();
  const doubled = [...counts.values()].filter((count) => count > 1).length;
  findings.check(
    "one confirmation email each",
    counts.size === emails.size && doubled === 0,
    `${counts.size} of ${emails.size} buyers got theirs${waited === null ? ` (waited ${limitMs / 1000} s)` : ` within ${(waited / 1000).toFixed(1)} s`}, ${doubled} got more than one`,
  );
}
