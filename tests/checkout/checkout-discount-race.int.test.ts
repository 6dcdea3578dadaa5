import { afterAll, describe, expect, test } from "vitest";
import { GET as listAdminOrders } from "@/app/api/admin/orders/route";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { createProduct } from "../factories/products";
import { createAdmin } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import {
  deliver,
  guestIntentPayload,
  holdEvents,
  pay,
  raceGuestCheckouts,
  requestIntent,
  stopEventDelivery,
  type Delivery,
  type PaidGuest,
} from "../support/checkout";

describe("a code good for one order, used by five buyers at once", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  afterAll(() => stopEventDelivery());

  test("maxRedemptions 1, five authorized checkouts finalized together: one discounted order, four voided authorizations, four 'code ran out' emails", async () => {
    const code = await db().discountCode.create({ data: { code: "ONLY-ONE", percentOff: 20, maxRedemptions: 1 } });
    const piece = await createProduct(db(), { name: "Garnet Studs", priceCents: 5_000, stock: 10 });
    const held = holdEvents();
    const buyers: PaidGuest[] = [];
    // Every buyer is shown the discount: the code is only used once an order is written.
    for (let i = 0; i < 5; i += 1) {
      const email = `saver-${i}@example.test`;
      const intent = await requestIntent({
        ...guestIntentPayload([{ product: piece, quantity: 1 }], { email, state: "OR" }),
        discountCode: "only-one",
      });
      expect(intent.status).toBe(200);
      expect(intent.body.data).toMatchObject({ discount: 10, discountCode: "ONLY-ONE", total: 40 });
      await pay(intent.body.data.clientSecret);
      const event = held.at(-1);
      if (!event) throw new Error("no event held");
      buyers.push({ email, paymentIntentId: intent.body.data.paymentIntentId, event });
    }

    // Each buyer's page and each webhook race, all ten at once.
    const { pageAnswers, hookAnswers } = await raceGuestCheckouts(buyers);

    expect(hookAnswers.map((response) => response.status)).toEqual(Array(5).fill(200));
    const won = pageAnswers.filter((answer) => answer.status === 200);
    const lost = pageAnswers.filter((answer) => answer.status === 409);
    expect([won.length, lost.length]).toEqual([1, 4]);
    for (const answer of lost) {
      expect(answer.body).toMatchObject({
        code: "discount_unavailable",
        error:
          "Sorry, your discount code ran out while your payment was being processed. Your card was not charged, and we have emailed you.",
      });
    }

    const orders = await db().order.findMany({ where: { items: { some: { productId: piece.id } } } });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      id: won[0]?.body.data.id,
      status: "processing",
      paymentStatus: "captured",
      discountCents: 1_000,
      discountCode: "ONLY-ONE",
      totalCents: 4_000,
    });
    const confirmation = await db().emailOutbox.findFirstOrThrow({
      where: { dedupeKey: `order-confirmation:${orders[0]?.id}` },
    });
    expect(confirmation.text).toContain("Subtotal: $50.00\nDiscount (ONLY-ONE): −$10.00");
    expect(confirmation.text).toContain("Total: $40.00");
    // The winner's answer (the order) and the admin's list carry the discount, in dollars.
    const admin = await createAdmin(db());
    const listed = await callRoute<{ id: string }[]>(
      listAdminOrders,
      apiRequest("GET", `/api/admin/orders?q=${orders[0]?.email ?? ""}`, { token: admin.accessToken }),
    );
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: orders[0]?.id, total: 40, discount: 10, discountCode: "ONLY-ONE" }),
    ]);
    expect(won[0]?.body.data).toMatchObject({
      subtotal: 50,
      discount: 10,
      discountCode: "ONLY-ONE",
      taxAmount: 0,
      total: 40,
    });
    // The losers' pieces went back: only the winner's was taken.
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(9);
    expect(await db().discountCode.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ redemptionCount: 1 });
    expect(await db().discountRedemption.findMany({ where: { discountCodeId: code.id } })).toEqual([
      expect.objectContaining({ orderId: orders[0]?.id, onceKey: null }),
    ]);

    // Money: the winner's authorization captured, the four others voided; nothing refunded.
    const intents = await db().testPaymentIntent.findMany({
      where: { id: { in: buyers.map((buyer) => buyer.paymentIntentId) } },
    });
    expect(intents.filter((intent) => intent.status === "succeeded").map((intent) => intent.id)).toEqual([
      orders[0]?.paymentIntentId,
    ]);
    expect(intents.filter((intent) => intent.status === "canceled")).toHaveLength(4);
    expect(intents.filter((intent) => intent.amountRefunded > 0)).toHaveLength(0);

    const drafts = await db().checkoutDraft.findMany({
      where: { paymentIntentId: { in: buyers.map((buyer) => buyer.paymentIntentId) } },
    });
    const closed = drafts.filter((draft) => draft.status === "closed");
    expect(closed).toHaveLength(4);
    for (const draft of closed) {
      expect(draft.closedReason).toBe("discount_unavailable");
      expect(draft.releasedAt).toBeInstanceOf(Date);
    }

    const losers = buyers
      .filter((buyer) => buyer.paymentIntentId !== orders[0]?.paymentIntentId)
      .map((buyer) => buyer.email);
    const sorry = await db().emailOutbox.findMany({
      where: { dedupeKey: { startsWith: "order-not-completed:" }, to: { in: buyers.map((buyer) => buyer.email) } },
    });
    expect(new Set(sorry.map((mail) => mail.to))).toEqual(new Set(losers));
    expect(sorry).toHaveLength(4);
    expect(sorry[0]?.subject).toBe("We could not complete your Atelier order");
    expect(sorry[0]?.text).toContain("the discount code ONLY-ONE ran out while your payment was being processed");
    expect(sorry[0]?.text).toContain("Your card was not charged.");

    // A buyer who lost asks again later: the same 409, nothing voided twice, no second email.
    const again = await callRoute(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", {
        origin: ORIGIN,
        body: { paymentIntentId: buyers.find((b) => b.email === losers[0])?.paymentIntentId, email: losers[0] },
      }),
    );
    expect(again.status).toBe(409);
    expect(
      await db().emailOutbox.count({
        where: { dedupeKey: { startsWith: "order-not-completed:" }, to: { in: losers } },
      }),
    ).toBe(4);
  });

  test("a once-per-email code used twice by one email at once: one order has it, the other checkout is voided", async () => {
    await db().discountCode.create({ data: { code: "ONCE-EACH", amountOffCents: 500, oncePerEmail: true } });
    const piece = await createProduct(db(), { name: "Pearl Drop", priceCents: 3_000, stock: 5 });
    const held = holdEvents();
    const checkouts: { paymentIntentId: string; event: Delivery }[] = [];
    // Two browsers, one email: both are priced before either order exists.
    for (const quantity of [1, 2]) {
      const intent = await requestIntent({
        ...guestIntentPayload([{ product: piece, quantity }], { email: "twice@example.test", state: "OR" }),
        discountCode: "ONCE-EACH",
      });
      expect(intent.status).toBe(200);
      await pay(intent.body.data.clientSecret);
      const event = held.at(-1);
      if (!event) throw new Error("no event held");
      checkouts.push({ paymentIntentId: intent.body.data.paymentIntentId, event });
    }
    await Promise.all(checkouts.map((checkout) => deliver(checkout.event)));
    const orders = await db().order.findMany({ where: { email: "twice@example.test" } });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ discountCode: "ONCE-EACH", discountCents: 500 });
    const drafts = await db().checkoutDraft.findMany({
      where: { paymentIntentId: { in: checkouts.map((c) => c.paymentIntentId) } },
    });
    expect(drafts.map((draft) => draft.closedReason).sort()).toEqual(["discount_unavailable", null]);
  });
});
