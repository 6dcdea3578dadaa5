import { afterAll, describe, expect, test } from "vitest";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { createProduct } from "../factories/products";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import {
  guestIntentPayload,
  holdEvents,
  pay,
  raceGuestCheckouts,
  requestIntent,
  stopEventDelivery,
  type PaidGuest,
} from "../support/checkout";

describe("the last piece bought by ten buyers at once", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  afterAll(() => stopEventDelivery());

  test("stock 1, ten authorized checkouts finalized together: one order, one capture, nine voided authorizations, zero refunds, nine 'not charged' emails", async () => {
    const piece = await createProduct(db(), { name: "One-of-a-kind Opal Pendant", priceCents: 8_800, stock: 1 });
    const held = holdEvents();
    const buyers: PaidGuest[] = [];
    // Every buyer sees the piece in stock when paying: stock is only taken once a payment is authorized.
    for (let i = 0; i < 10; i += 1) {
      const email = `buyer-${i}@example.test`;
      const intent = await requestIntent(guestIntentPayload([{ product: piece, quantity: 1 }], { email, state: "OR" }));
      expect(intent.status).toBe(200);
      await pay(intent.body.data.clientSecret);
      const event = held.at(-1);
      if (!event) throw new Error("no event held");
      buyers.push({ email, paymentIntentId: intent.body.data.paymentIntentId, event });
    }

    // Each buyer's page and each webhook race, all twenty at once.
    const { pageAnswers, hookAnswers } = await raceGuestCheckouts(buyers);

    expect(hookAnswers.map((response) => response.status)).toEqual(Array(10).fill(200));
    const won = pageAnswers.filter((answer) => answer.status === 200);
    const lost = pageAnswers.filter((answer) => answer.status === 409);
    expect([won.length, lost.length]).toEqual([1, 9]);
    for (const answer of lost) {
      expect(answer.body).toMatchObject({
        code: "out_of_stock",
        error:
          'Sorry, "One-of-a-kind Opal Pendant" sold out while your payment was being processed. Your card was not charged, and we have emailed you.',
      });
    }

    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(0);
    const orders = await db().order.findMany({ where: { items: { some: { productId: piece.id } } } });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: won[0]?.body.data.id, status: "processing", paymentStatus: "captured" });

    // Money: the winner's authorization captured, the nine others voided; nothing refunded, so no fee, no statement
    // line.
    const intents = await db().testPaymentIntent.findMany({
      where: { id: { in: buyers.map((buyer) => buyer.paymentIntentId) } },
    });
    expect(intents.filter((intent) => intent.status === "succeeded").map((intent) => intent.id)).toEqual([
      orders[0]?.paymentIntentId,
    ]);
    expect(intents.filter((intent) => intent.status === "canceled")).toHaveLength(9);
    expect(intents.filter((intent) => intent.amountRefunded > 0)).toHaveLength(0);

    const drafts = await db().checkoutDraft.findMany({
      where: { paymentIntentId: { in: buyers.map((buyer) => buyer.paymentIntentId) } },
    });
    expect(drafts.filter((draft) => draft.status === "completed")).toHaveLength(1);
    const closed = drafts.filter((draft) => draft.status === "closed");
    expect(closed).toHaveLength(9);
    for (const draft of closed) {
      expect(draft).toMatchObject({ closedReason: "sold_out", soldOutPiece: "One-of-a-kind Opal Pendant" });
      expect(draft.releasedAt).toBeInstanceOf(Date);
    }

    const sorry = await db().emailOutbox.findMany({ where: { dedupeKey: { startsWith: "order-not-completed:" } } });
    expect(sorry).toHaveLength(9);
    expect(sorry[0]?.subject).toBe("We could not complete your Atelier order");
    expect(sorry[0]?.text).toContain("One-of-a-kind Opal Pendant sold out while your payment was being processed");
    expect(sorry[0]?.text).toContain("Your card was not charged.");
    expect(new Set(sorry.map((mail) => mail.to))).toEqual(
      new Set(
        buyers.filter((buyer) => buyer.paymentIntentId !== orders[0]?.paymentIntentId).map((buyer) => buyer.email),
      ),
    );
    expect(await db().emailOutbox.count({ where: { dedupeKey: { startsWith: "order-confirmation:" } } })).toBe(1);

    // A buyer who lost asks again later: the same 409, nothing voided twice, no second email.
    const loser = buyers.find((buyer) => buyer.paymentIntentId !== orders[0]?.paymentIntentId);
    const again = await callRoute(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", {
        origin: ORIGIN,
        body: { paymentIntentId: loser?.paymentIntentId, email: loser?.email },
      }),
    );
    expect(again.status).toBe(409);
    expect(await db().emailOutbox.count({ where: { dedupeKey: { startsWith: "order-not-completed:" } } })).toBe(9);
  });
});
