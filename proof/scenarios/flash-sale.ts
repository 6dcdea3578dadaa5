import type { Cluster } from "../cluster";
import { codeOf, dataOf, Timings } from "../http";
import { waitFor, type Findings, type Scenario } from "../scenario";
import { completeAsGuest, createPiece, isPaid, payAsGuest } from "../shoppers";

const STOCK = 10;
const GUESTS = 200;

/**
 * 200 guests at once, through nginx, each from an address of their own, buy the same piece of which 10 exist:
 * each pays (authorized), the gateway's webhook and the buyer's completion call race to secure the piece, and
 * the 190 who lose are told it sold out while their authorization is cancelled.
 */
export const flashSale: Scenario = {
  name: "flash-sale",
  title: `flash sale: ${GUESTS} guests at once for a piece with stock ${STOCK}`,
  limitSeconds: 240,
  async run(cluster: Cluster, findings: Findings) {
    const piece = await createPiece(cluster.db, "Proof flash-sale piece", STOCK);
    const timings = new Timings();
    const started = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: GUESTS }, async (_, n) => {
        const paid = await payAsGuest(cluster.url, [piece], "flash", n, timings, { quantityOne: true });
        if (!isPaid(paid))
          return { email: `flash-${n}@bench.example.com`, intent: null, status: paid.status, code: codeOf(paid) };
        const answer = await completeAsGuest(cluster.url, paid, timings);
        return {
          email: paid.email,
          intent: paid.paymentIntentId,
          status: answer.status,
          code: codeOf(answer),
          orderId: dataOf<{ id: string }>(answer)?.id,
        };
      }),
    );
    findings.note(`${GUESTS} shoppers done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    timings.print();

    const bought = outcomes.filter((outcome) => outcome.status === 200);
    const soldOut = outcomes.filter((outcome) => outcome.status === 409 && outcome.code === "out_of_stock");
    const other = outcomes.filter(
      (outcome) => outcome.status !== 200 && !(outcome.status === 409 && outcome.code === "out_of_stock"),
    );
    const orders = await cluster.db.order.count({
      where: { items: { some: { productId: piece.id } }, status: { not: "cancelled" } },
    });
    const stock = (await cluster.db.product.findUniqueOrThrow({ where: { id: piece.id } })).stock;
    findings.check(
      "exactly 10 orders, stock 0",
      orders === STOCK && stock === 0,
      `${orders} orders, stock ${stock}, ${bought.length} buyers answered 200`,
    );
    findings.check("zero 5xx", timings.serverErrors() === 0, `${timings.serverErrors()} answers 5xx or none`);

    const intents = outcomes.flatMap((outcome) => (outcome.intent ? [outcome.intent] : []));
    const payments = await cluster.db.testPaymentIntent.findMany({
      where: { id: { in: intents } },
      select: { id: true, status: true },
    });
    const charged = payments.filter((payment) => payment.status === "succeeded").length;
    const cancelled = payments.filter((payment) => payment.status === "canceled").length;
    const soldOutCharged = soldOut.filter(
      (outcome) => payments.find((payment) => payment.id === outcome.intent)?.status === "succeeded",
    ).length;
    const otherAnswers = other
      .map((outcome) => `${outcome.status} ${outcome.code}`)
      .slice(0, 5)
      .join(", ");
    findings.check(
      "190 told sold out and not charged",
      soldOut.length === GUESTS - STOCK && soldOutCharged === 0 && charged === STOCK,
      `${soldOut.length} answered 409 out_of_stock, ${soldOutCharged} of them charged; payments: ${charged} captured, ${cancelled} cancelled${other.length ? `; ${other.length} other answers (${otherAnswers})` : ""}`,
    );

    const emails = new Set(outcomes.map((outcome) => outcome.email));
    const confirmations = () =>
      (cluster.mail.catcher()?.messages() ?? []).filter(
        (mail) => mail.subject.startsWith("Order Confirmed") && mail.to.some((to) => emails.has(to)),
      );
    const waited = await waitFor(() => confirmations().length >= STOCK, 45_000, 250);
    const perBuyer = new Map<string, number>();
    for (const mail of confirmations()) for (const to of mail.to) perBuyer.set(to, (perBuyer.get(to) ?? 0) + 1);
    const buyersOk = bought.every((outcome) => perBuyer.get(outcome.email) === 1);
    findings.check(
      "exactly 10 confirmation emails, one per buyer",
      confirmations().length === STOCK && buyersOk,
      `${confirmations().length} caught${waited === null ? " (waited 45 s)" : ` within ${(waited / 1000).toFixed(1)} s`}, ${[...perBuyer.values()].filter((count) => count > 1).length} buyers with more than one`,
    );
  },
};
