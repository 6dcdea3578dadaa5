import type { Cluster } from "../cluster";
import { dataOf, NO_ANSWER, Timings, type Answer } from "../http";
import { sleep, type Findings, type Scenario } from "../scenario";
import { completeAsGuest, createPiece, describe, eachConcurrently, isPaid, payAsGuest } from "../shoppers";
import { checkOneMailEach } from "./webhook-storm";

const CHECKOUTS = 20;
/** The latest the instance is killed after the completion calls start, if none has been answered by then. */
const KILL_AFTER_MS = 2_000;
const RETRY_FOR_MS = 90_000;

/**
 * 20 guests have paid (the gateway's webhooks held back, so only their completion calls can make the orders);
 * all 20 completion calls go to instance A, which gets SIGKILL as soon as the first is answered. A is started again;
 * each buyer whose call failed retries through nginx until answered. Every authorized payment must end as one
 * order, captured once, with one confirmation.
 */
export const killInstance: Scenario = {
  name: "kill-9",
  title: `kill -9: ${CHECKOUTS} checkouts in flight when instance A is killed`,
  limitSeconds: 240,
  async run(cluster: Cluster, findings: Findings) {
    const pieces = await Promise.all(
      [1, 2, 3].map((i) => createPiece(cluster.db, `Proof kill piece ${i}`, 1_000, 3_000 + i * 100)),
    );
    const timings = new Timings();
    cluster.webhooks.hold(true);
    const results = await eachConcurrently(
      Array.from({ length: CHECKOUTS }, (_, n) => n),
      10,
      (n) => payAsGuest(cluster.url, pieces, "kill", 2_000 + n, timings),
    );
    const paid = results.filter(isPaid);
    if (paid.length !== CHECKOUTS) throw new Error(`${CHECKOUTS - paid.length} of ${CHECKOUTS} guests could not pay`);
    const [a] = cluster.instances;

    const first = new Map<string, Answer>();
    let firstAnswer: () => void = () => undefined;
    const oneAnswered = new Promise<void>((resolve) => {
      firstAnswer = resolve;
    });
    const callsBegan = Date.now();
    const inFlight = Promise.all(
      paid.map(async (p) => {
        const answer = await completeAsGuest(a.url, p, timings, "guest/checkout → A (killed)");
        first.set(p.paymentIntentId, answer);
        firstAnswer();
      }),
    );
    // Killed as soon as the first buyer is answered: the other calls are then at every stage of their work.
    await Promise.race([oneAnswered, sleep(KILL_AFTER_MS)]);
    const killedAfter = Date.now() - callsBegan;
    const answeredBeforeKill = first.size;
    const killedPid = a.pid();
    await a.kill();
    await inFlight;
    const intentIds = paid.map((p) => p.paymentIntentId);
    const ordersAtKill = await cluster.db.order.count({ where: { paymentIntentId: { in: intentIds } } });
    const capturedAtKill = await cluster.db.testPaymentIntent.count({
      where: { id: { in: intentIds }, status: "succeeded" },
    });
    const leasedAtKill = await cluster.db.checkoutDraft.count({
      where: { paymentIntentId: { in: intentIds }, leaseUntil: { not: null } },
    });
    const lost = paid.filter((p) => first.get(p.paymentIntentId)?.status !== 200);
    findings.note(
      `A (pid ${killedPid}) killed ${killedAfter} ms in: ${answeredBeforeKill} calls had answered; in the database then ${ordersAtKill} orders, ${capturedAtKill} captures, ${leasedAtKill} drafts under a lease; ${lost.length} of ${CHECKOUTS} got no 200 (${[...new Set(lost.map((p) => describe(first.get(p.paymentIntentId) ?? { status: NO_ANSWER, headers: {}, text: "", ms: 0 })))].join(", ")})`,
    );

    const restartBegan = Date.now();
    const restarting = a.restart();
    // The buyers do not wait for A: their pages retry, and nginx sends them wherever an instance answers.
    const retryBegan = Date.now();
    const final = new Map<string, Answer>();
    for (const p of paid)
      if (first.get(p.paymentIntentId)?.status === 200)
        final.set(p.paymentIntentId, first.get(p.paymentIntentId) as Answer);
    await Promise.all(
      lost.map(async (p) => {
        while (Date.now() - retryBegan < RETRY_FOR_MS) {
          const answer = await completeAsGuest(cluster.url, p, timings, "guest/checkout retried via nginx");
          if (
            answer.status === 200 ||
            (answer.status >= 400 && answer.status < 500 && answer.status !== 409 && answer.status !== 429)
          ) {
            final.set(p.paymentIntentId, answer);
            return;
          }
          await sleep(1_000);
        }
      }),
    );
    await restarting;
    findings.note(
      `A restarted in ${((Date.now() - restartBegan) / 1000).toFixed(1)} s (pid ${a.pid()}); retries settled in ${((Date.now() - retryBegan) / 1000).toFixed(1)} s`,
    );
    cluster.webhooks.hold(false);
    cluster.webhooks.takeHeld();
    timings.print();

    const orders = await cluster.db.order.findMany({
      where: { paymentIntentId: { in: intentIds } },
      select: { id: true, paymentIntentId: true, paymentStatus: true },
    });
    const answeredOk = paid.filter((p) => final.get(p.paymentIntentId)?.status === 200).length;
    const sameOrder = paid.filter((p) => {
      const answered = dataOf<{ id: string }>(
        final.get(p.paymentIntentId) ?? { status: 0, headers: {}, text: "", ms: 0 },
      )?.id;
      return (
        answered !== undefined &&
        orders.some((order) => order.paymentIntentId === p.paymentIntentId && order.id === answered)
      );
    }).length;
    findings.check(
      "every buyer answered with their order after retrying",
      answeredOk === CHECKOUTS && sameOrder === CHECKOUTS,
      `${answeredOk} of ${CHECKOUTS} answered 200, ${sameOrder} naming the order the database holds`,
    );
    const payments = await cluster.db.testPaymentIntent.findMany({
      where: { id: { in: intentIds } },
      select: { status: true, amountRefunded: true },
    });
    const capturedOnce = payments.filter(
      (payment) => payment.status === "succeeded" && payment.amountRefunded === 0,
    ).length;
    findings.check(
      "exactly one order per authorized payment, each captured once",
      orders.length === CHECKOUTS &&
        new Set(orders.map((order) => order.paymentIntentId)).size === CHECKOUTS &&
        capturedOnce === CHECKOUTS,
      `${orders.length} orders for ${CHECKOUTS} payments, ${capturedOnce} captured and not refunded, ${orders.filter((order) => order.paymentStatus === "captured").length} orders marked captured`,
    );
    // Mail the killed instance had claimed waits for its lease to run out before another instance sends it.
    await checkOneMailEach(cluster, findings, paid, 150_000);
  },
};
