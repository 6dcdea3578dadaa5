import { describe, expect, test } from "vitest";
import { POST as signUp } from "@/app/api/newsletter/route";
import { POST as requestAlert } from "@/app/api/products/[id]/alerts/route";
import { pruneUnconfirmedStockAlerts } from "@/lib/alerts/prune";
import { prunePendingSubscribers } from "@/lib/newsletter/prune";
import { createProduct } from "../factories/products";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { simulatedClock } from "../support/clock";
import { useTestDatabase } from "../support/database";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("housekeeping: what nobody confirmed goes after 30 days", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  let seq = 0;
  const address = (name: string) => `${name}-${(seq += 1)}@example.test`;

  const askAlert = (productId: string, email: string) =>
    callRoute(
      requestAlert,
      apiRequest("POST", `/api/products/${productId}/alerts`, { origin: ORIGIN, body: { email } }),
      { id: productId },
    );
  const askNewsletter = (email: string) =>
    callRoute(signUp, apiRequest("POST", "/api/newsletter", { origin: ORIGIN, body: { email, source: "footer" } }));

  test("a back-in-stock alert still unconfirmed 30 days after its latest request is deleted; a confirmed one stays", async () => {
    const piece = await createProduct(db(), { stock: 0 });
    const [unconfirmed, confirmed, askedAgain] = [address("forgot"), address("confirmed"), address("asked-again")];
    for (const email of [unconfirmed, confirmed, askedAgain])
      expect((await askAlert(piece.id, email)).status).toBe(202);
    await db().stockAlert.updateMany({ where: { email: confirmed }, data: { confirmedAt: new Date() } });
    // Asked 25 days ago, and once more now: a fresh link, so 30 days from now.
    await db().stockAlert.updateMany({
      where: { email: askedAgain },
      data: { createdAt: new Date(Date.now() - 25 * DAY_MS), requestedAt: new Date(Date.now() - 25 * DAY_MS) },
    });
    expect((await askAlert(piece.id, askedAgain)).status).toBe(202);
    const waiting = async () =>
      (await db().stockAlert.findMany({ where: { productId: piece.id }, select: { email: true } }))
        .map((alert) => alert.email)
        .sort();
    const clock = simulatedClock();

    clock.advance(29 * DAY_MS);
    expect(await pruneUnconfirmedStockAlerts(clock.now())).toBe(0);
    expect(await waiting()).toEqual([askedAgain, confirmed, unconfirmed].sort());

    clock.advance(2 * DAY_MS);
    expect(await pruneUnconfirmedStockAlerts(clock.now())).toBe(2);
    expect(await waiting()).toEqual([confirmed]);
  });

  test("a newsletter sign-up still pending 30 days after its latest request is deleted; subscribed and unsubscribed addresses stay", async () => {
    const [pending, subscribed, left, askedAgain] = [
      address("pending"),
      address("subscribed"),
      address("left"),
      address("asked-again"),
    ];
    for (const email of [pending, subscribed, left, askedAgain]) expect((await askNewsletter(email)).status).toBe(202);
    await db().newsletterSubscriber.updateMany({
      where: { email: subscribed },
      data: { status: "subscribed", consentedAt: new Date() },
    });
    await db().newsletterSubscriber.updateMany({
      where: { email: left },
      data: { status: "unsubscribed", consentedAt: new Date(), unsubscribedAt: new Date() },
    });
    await db().newsletterSubscriber.updateMany({
      where: { email: askedAgain },
      data: { createdAt: new Date(Date.now() - 25 * DAY_MS), updatedAt: new Date(Date.now() - 25 * DAY_MS) },
    });
    expect((await askNewsletter(askedAgain)).status).toBe(202);
    const kept = async () =>
      (
        await db().newsletterSubscriber.findMany({
          where: { email: { in: [pending, subscribed, left, askedAgain] } },
          select: { email: true },
        })
      )
        .map((row) => row.email)
        .sort();
    const clock = simulatedClock();

    clock.advance(29 * DAY_MS);
    expect(await prunePendingSubscribers(clock.now())).toBe(0);
    expect(await kept()).toEqual([askedAgain, left, pending, subscribed].sort());

    clock.advance(2 * DAY_MS);
    expect(await prunePendingSubscribers(clock.now())).toBe(2);
    expect(await kept()).toEqual([left, subscribed].sort());
  });
});
