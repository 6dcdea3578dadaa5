import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/settings/route";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { POST as memberCheckout } from "@/app/api/orders/checkout/route";
import type { OrderDto } from "@/lib/orders/dto";
import type { InDollars } from "@/lib/pricing/api-money";
import { createOrder } from "../factories/orders";
import { createEngravableRing, createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { cartApi } from "../support/cart-api";
import { useTestDatabase } from "../support/database";
import {
  deliver,
  guestIntentPayload,
  holdEvents,
  pay,
  requestIntent,
  saveAddress,
  stopEventDelivery,
  type Delivery,
} from "../support/checkout";

type Order = InDollars<OrderDto>;

// The shop's calendar is today's, so these tests fix the maker away until a Thursday far ahead: work starts on
// Friday 2099-01-02 whatever day the suite runs, and every date below is counted by hand from there.
const AWAY_UNTIL = "2099-01-01";

describe("checking out pieces in sizes, with texts, made to order", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  let admin = "";
  afterEach(() => stopEventDelivery());
  afterAll(() => stopEventDelivery());

  beforeAll(async () => {
    admin = (await createAdmin(db())).accessToken;
  });

  const settings = (body: unknown, token = admin) =>
    callRoute<{ weeklyCapacity: number; awayUntil: string | null }>(
      putSettings,
      apiRequest("PUT", "/api/admin/settings", { body, token }),
    );

  const ring = () => createEngravableRing(db(), { leadTimeDays: 3 });

  function guestLines(
    piece: { id: string; name: string },
    choice: { variantId?: string; personalization?: string },
    quantity = 1,
  ) {
    const payload = guestIntentPayload([{ product: piece, quantity }], { state: "OR" });
    return { ...payload, guestCartItems: payload.guestCartItems.map((item) => ({ ...item, ...choice })) };
  }

  test("the maker's settings: read and saved by an ADMIN only, every field checked by name", async () => {
    const member = await createUser(db());
    expect((await settings({ weeklyCapacity: 3, awayUntil: null }, member.accessToken)).status).toBe(403);
    expect((await settings({ weeklyCapacity: 3, awayUntil: null }, "")).status).toBe(401);
    for (const [body, path] of [
      [{ weeklyCapacity: -1, awayUntil: null }, "weeklyCapacity"],
      [{ weeklyCapacity: 1.5, awayUntil: null }, "weeklyCapacity"],
      [{ weeklyCapacity: 2, awayUntil: "2099-02-30" }, "awayUntil"],
      [{ weeklyCapacity: 2, awayUntil: "next week" }, "awayUntil"],
    ] as const) {
      const answer = await settings(body);
      expect(answer.status).toBe(400);
      expect(answer.body.details?.[0]?.path).toBe(path);
    }
    const saved = await settings({ weeklyCapacity: 4, awayUntil: AWAY_UNTIL });
    // The return window is never sent by this form, so it keeps the 14 days a shop starts with.
    expect(saved.body.data).toEqual({ weeklyCapacity: 4, awayUntil: AWAY_UNTIL, returnWindowDays: 14 });
    const read = await callRoute(getSettings, apiRequest("GET", "/api/admin/settings", { token: admin }));
    expect(read.body.data).toEqual({ weeklyCapacity: 4, awayUntil: AWAY_UNTIL, returnWindowDays: 14 });
  });

  test("a guest's size and text: priced by the size, the lines' errors named by their place", async () => {
    await settings({ weeklyCapacity: 0, awayUntil: AWAY_UNTIL });
    const band = await ring();
    const [six, , eight] = band.variants;
    const noSize = await requestIntent(guestLines(band, { personalization: "AJ" }));
    expect(noSize.status).toBe(400);
    expect(noSize.body).toMatchObject({ code: "variant_required", details: [{ path: "guestCartItems.0.variantId" }] });
    const noText = await requestIntent(guestLines(band, { variantId: six?.id }));
    expect(noText.body).toMatchObject({
      code: "personalization_required",
      details: [{ path: "guestCartItems.0.personalization" }],
    });
    const tooLong = await requestIntent(guestLines(band, { variantId: six?.id, personalization: "ABCDEFG" }));
    expect(tooLong.body).toMatchObject({
      code: "validation_error",
      details: [{ path: "guestCartItems.0.personalization" }],
    });
    const foreign = await requestIntent(
      guestLines(band, { variantId: (await ring()).variants[0]?.id, personalization: "AJ" }),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("variant_not_found");

    const intent = await requestIntent(guestLines(band, { variantId: eight?.id, personalization: "A+J" }, 2));
    expect(intent.status).toBe(200);
    // Two of size 8 at its own $52; Oregon has no sales tax; standard shipping is free.
    expect(intent.body.data).toMatchObject({
      subtotal: 104,
      shippingCost: 0,
      taxAmount: 0,
      total: 104,
      amount: 10_400,
    });
  });

  test("the order keeps the size, the text and the dates the buyer was shown, and its email says them", async () => {
    await settings({ weeklyCapacity: 0, awayUntil: AWAY_UNTIL });
    const band = await ring();
    const seven = band.variants[1];
    const held = holdEvents();
    const intent = await requestIntent(guestLines(band, { variantId: seven?.id, personalization: " A+J " }));
    // Work starts Friday 2099-01-02; 3 business days to make it: Wednesday 01-07; standard 5–7 business days after.
    expect(intent.body.data).toMatchObject({
      shipBy: "2099-01-07",
      estimatedDelivery: { from: "2099-01-14", to: "2099-01-16" },
    });
    await pay(intent.body.data.clientSecret);
    const answer = await callRoute<Order>(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", {
        origin: ORIGIN,
        body: { paymentIntentId: intent.body.data.paymentIntentId, email: "guest@example.test" },
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      shipBy: "2099-01-07",
      estimatedDelivery: { from: "2099-01-14", to: "2099-01-16" },
    });
    expect(answer.body.data.orderItems).toMatchObject([
      {
        variantId: seven?.id,
        variantName: "Ring size",
        variantLabel: "7",
        personalization: "A+J",
        leadTimeDays: 3,
        price: 48,
        quantity: 1,
      },
    ]);
    expect(held.length).toBeGreaterThan(0);

    // Stock left the size and the product's total together; the other sizes did not move.
    const after = await db().product.findUniqueOrThrow({
      where: { id: band.id },
      include: { variants: { orderBy: { position: "asc" } } },
    });
    expect([after.stock, after.variants.map((variant) => variant.stock)]).toEqual([5, [2, 0, 3]]);

    const mail = await db().emailOutbox.findFirstOrThrow({
      where: { dedupeKey: `order-confirmation:${answer.body.data.id}` },
    });
    expect(mail.text).toContain("Hammered Band (Ring size: 7 · “A+J”) × 1  $48.00");
    expect(mail.text).toContain("Ships by: Wed, Jan 7");
    expect(mail.text).toContain("Estimated arrival: Wed, Jan 14 – Fri, Jan 16");
  });

  test("a member's lines: the bought line leaves the cart, another size of the same ring stays", async () => {
    await settings({ weeklyCapacity: 0, awayUntil: AWAY_UNTIL });
    const member = await createUser(db());
    const address = await saveAddress(db(), member.id, "OR");
    const band = await ring();
    const [six, , eight] = band.variants;
    await cartApi.add(member, { productId: band.id, variantId: six?.id, personalization: "MK" });
    holdEvents();
    const intent = await requestIntent(
      { metadata: { shipping_address_id: address.id }, shippingInfo: { method: "standard" } },
      member.accessToken,
    );
    expect(intent.body.data).toMatchObject({ total: 48, shipBy: "2099-01-07" });
    // Added in another tab while paying: not part of this order.
    await cartApi.add(member, { productId: band.id, variantId: eight?.id, personalization: "MK" });
    await pay(intent.body.data.clientSecret);
    const answer = await callRoute<Order>(
      memberCheckout,
      apiRequest("POST", "/api/orders/checkout", {
        origin: ORIGIN,
        body: { paymentIntentId: intent.body.data.paymentIntentId },
        token: member.accessToken,
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.orderItems).toMatchObject([{ variantLabel: "6", personalization: "MK" }]);
    expect(
      (await cartApi.get(member)).body.data.items.map((line) => [line.variantLabel, line.personalization]),
    ).toEqual([["8", "MK"]]);
  });

  test("ship-by waits behind the made-to-order queue at the maker's weekly capacity; pieces ready to ship do not", async () => {
    // The earlier tests' orders went out: the queue is only what this test orders. Then two made-to-order pieces
    // ordered and not shipped, and five shipped (out of the queue).
    await db().order.updateMany({ data: { status: "shipped" } });
    const queued = await createProduct(db(), { leadTimeDays: 10 });
    const item = { product: { id: queued.id, name: queued.name, images: [] }, unitPriceCents: 1_000, leadTimeDays: 10 };
    await createOrder(db(), { email: "a@example.test", status: "processing", items: [{ ...item, quantity: 2 }] });
    await createOrder(db(), { email: "b@example.test", status: "shipped", items: [{ ...item, quantity: 5 }] });
    await settings({ weeklyCapacity: 1, awayUntil: AWAY_UNTIL });
    const band = await ring();
    const intent = await requestIntent(guestLines(band, { variantId: band.variants[0]?.id, personalization: "AJ" }));
    // At one piece a week, this one is the third: two weeks of work before it (10 business days), then its 3:
    // 13 business days from Friday 2099-01-02 is Wednesday 01-21.
    expect(intent.body.data.shipBy).toBe("2099-01-21");

    const ready = await createProduct(db(), { stock: 4 });
    const quick = await requestIntent(guestIntentPayload([{ product: ready, quantity: 1 }], { state: "OR" }));
    expect(quick.body.data.shipBy).toBe("2099-01-02");
    await settings({ weeklyCapacity: 0, awayUntil: null });
  });

  test("a size with one left and ten buyers at once: one order, nine never charged, the other sizes untouched", async () => {
    await settings({ weeklyCapacity: 0, awayUntil: AWAY_UNTIL });
    const band = await ring();
    const seven = band.variants[1];
    const held = holdEvents();
    const buyers: { email: string; paymentIntentId: string; event: Delivery }[] = [];
    for (let i = 0; i < 10; i += 1) {
      const email = `ring-buyer-${i}@example.test`;
      const payload = { ...guestLines(band, { variantId: seven?.id, personalization: `B${i}` }), email };
      const intent = await requestIntent(payload);
      expect(intent.status).toBe(200);
      await pay(intent.body.data.clientSecret);
      const event = held.at(-1);
      if (!event) throw new Error("no event held");
      buyers.push({ email, paymentIntentId: intent.body.data.paymentIntentId, event });
    }
    const pages = buyers.map((buyer) =>
      callRoute<Order>(
        guestCheckout,
        apiRequest("POST", "/api/guest/checkout", {
          origin: ORIGIN,
          body: { paymentIntentId: buyer.paymentIntentId, email: buyer.email },
        }),
      ),
    );
    const [answers] = await Promise.all([Promise.all(pages), Promise.all(buyers.map((buyer) => deliver(buyer.event)))]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const lost = answers.filter((answer) => answer.status === 409);
    expect(lost).toHaveLength(9);
    expect(lost[0]?.body.error).toBe(
      'Sorry, "Hammered Band (7)" sold out while your payment was being processed. Your card was not charged, and we have emailed you.',
    );

    const intents = await db().testPaymentIntent.findMany({
      where: { id: { in: buyers.map((buyer) => buyer.paymentIntentId) } },
    });
    expect(intents.filter((intent) => intent.status === "succeeded")).toHaveLength(1);
    expect(intents.filter((intent) => intent.status === "canceled")).toHaveLength(9);
    expect(intents.filter((intent) => intent.amountRefunded > 0)).toHaveLength(0);
    const after = await db().product.findUniqueOrThrow({
      where: { id: band.id },
      include: { variants: { orderBy: { position: "asc" } } },
    });
    expect([after.stock, after.variants.map((variant) => variant.stock)]).toEqual([5, [2, 0, 3]]);
  });

  test("a one-of-a-kind piece that sells becomes sold work; given back by a cancellation, it is for sale again", async () => {
    await settings({ weeklyCapacity: 0, awayUntil: AWAY_UNTIL });
    const pendant = await createProduct(db(), { name: "Opal Drop", oneOfAKind: true, stock: 1 });
    holdEvents();
    const intent = await requestIntent(guestIntentPayload([{ product: pendant, quantity: 1 }], { state: "OR" }));
    await pay(intent.body.data.clientSecret);
    const order = await callRoute<Order>(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", {
        origin: ORIGIN,
        body: { paymentIntentId: intent.body.data.paymentIntentId, email: "guest@example.test" },
      }),
    );
    expect(order.status).toBe(200);
    const sold = await db().product.findUniqueOrThrow({ where: { id: pendant.id } });
    expect(sold.stock).toBe(0);
    expect(sold.soldAt).toBeInstanceOf(Date);

    const { updateOrderStatus } = await import("@/lib/orders/desk/status");
    await updateOrderStatus(order.body.data.id, "cancelled");
    const back = await db().product.findUniqueOrThrow({ where: { id: pendant.id } });
    expect([back.stock, back.soldAt]).toEqual([1, null]);
  });
});
