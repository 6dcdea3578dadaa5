import { afterAll, afterEach, describe, expect, test } from "vitest";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { POST as webhookRoute } from "@/app/api/payments/webhook/route";
import { webhookSigningSecret } from "@/lib/payments/webhook-secret";
import { signWebhookPayload } from "@/lib/payments/webhook-signing";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute, noParams } from "../support/api";
import { useTestDatabase } from "../support/database";
import {
  CARD_DECLINED,
  deliver,
  deliverEventsToWebhook,
  fillCart,
  guestIntentPayload,
  holdEvents,
  pay,
  requestIntent,
  saveAddress,
  shopState,
  stopEventDelivery,
  webhookRequest,
  type Delivery,
} from "../support/checkout";

// The first test pays for loading every route module; a busy shared machine makes that slow.
describe("POST /api/payments/webhook", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  afterEach(() => stopEventDelivery());
  afterAll(() => stopEventDelivery());

  /** A guest checkout paid (authorized) with a good card whose event is held back; answers the intent and the event. */
  async function paidGuestCheckout(stock = 3, email = `buyer-${Math.random().toString(36).slice(2)}@example.test`) {
    const piece = await createProduct(db(), { priceCents: 3_000, stock });
    const intent = await requestIntent(guestIntentPayload([{ product: piece, quantity: 1 }], { email, state: "TX" }));
    expect(intent.status).toBe(200);
    const held = holdEvents();
    await pay(intent.body.data.clientSecret);
    const event = held.find((delivery) => delivery.body.includes('"payment_intent.amount_capturable_updated"'));
    if (!event) throw new Error("the test gateway sent no authorization event");
    return { piece, email, intent: intent.body.data, event };
  }

  async function ordersFor(paymentIntentId: string) {
    return db().order.findMany({ where: { paymentIntentId }, include: { items: true } });
  }

  async function confirmationMails(orderId: string) {
    return db().emailOutbox.findMany({ where: { dedupeKey: `order-confirmation:${orderId}` } });
  }

  test("the authorization event alone (the buyer's browser gone) takes the stock, writes the order, captures the payment and queues one confirmation", async () => {
    const piece = await createProduct(db(), { name: "Garnet Drop Earrings", priceCents: 3_000, stock: 3 });
    const intent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 2 }], {
        email: "gone@example.test",
        state: "WA",
        method: "express",
      }),
    );
    deliverEventsToWebhook();
    await pay(intent.body.data.clientSecret);

    const [order] = await ordersFor(intent.body.data.paymentIntentId);
    // 60.00 + express 15.00 + WA 6.5 % of 60.00 = 3.90
    expect(order).toMatchObject({
      status: "processing",
      paymentStatus: "captured",
      email: "gone@example.test",
      subtotalCents: 6_000,
      shippingCents: 1_500,
      taxCents: 390,
      totalCents: 7_890,
      shippingMethod: "express",
      userId: null,
    });
    expect(
      await db().testPaymentIntent.findUniqueOrThrow({ where: { id: intent.body.data.paymentIntentId } }),
    ).toMatchObject({ status: "succeeded", amountRefunded: 0 });
    expect(order?.items).toEqual([
      expect.objectContaining({
        productId: piece.id,
        productName: "Garnet Drop Earrings",
        unitPriceCents: 3_000,
        quantity: 2,
      }),
    ]);
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(1);
    const draft = await db().checkoutDraft.findUniqueOrThrow({
      where: { paymentIntentId: intent.body.data.paymentIntentId },
    });
    expect(draft).toMatchObject({ status: "completed", orderId: order?.id });

    const mails = await confirmationMails(order?.id ?? "");
    expect(mails).toHaveLength(1);
    const number = (order?.id ?? "").slice(-8).toUpperCase();
    expect(mails[0]).toMatchObject({
      to: "gone@example.test",
      subject: `Order Confirmed: your Atelier order #${number}`,
    });
    for (const part of [
      `#${number}`,
      "Garnet Drop Earrings × 2",
      "Subtotal: $60.00",
      "Shipping (Express): $15.00",
      "Sales tax (WA, 6.5 %): $3.90",
      "Total: $78.90",
      "1 Pearl Street",
      "Springfield, WA 12345",
      "Express shipping (3 business days)",
      "Estimated arrival:",
    ]) {
      expect(mails[0]?.text).toContain(part);
    }
    expect(mails[0]?.html).toContain("Garnet Drop Earrings");
  });

  test("a declined card leaves no order, the member's cart and the stock as they were, and the checkout open for another card", async () => {
    const member = await createUser(db());
    const address = await saveAddress(db(), member.id, "CA");
    const piece = await createProduct(db(), { stock: 2 });
    await fillCart(db(), member.id, [{ product: piece, quantity: 1 }]);
    const intent = await requestIntent(
      { metadata: { shipping_address_id: address.id }, shippingInfo: { method: "standard" } },
      member.accessToken,
    );
    const before = await shopState(db(), [piece.id]);
    deliverEventsToWebhook();
    await expect(pay(intent.body.data.clientSecret, CARD_DECLINED)).rejects.toMatchObject({
      status: 402,
      message: "Your card was declined.",
    });

    expect(await shopState(db(), [piece.id])).toEqual(before);
    const draft = await db().checkoutDraft.findUniqueOrThrow({
      where: { paymentIntentId: intent.body.data.paymentIntentId },
    });
    expect(draft).toMatchObject({ status: "open", orderId: null, closedReason: null });
    expect(
      await db().processedWebhookEvent.count({ where: { type: "payment_intent.payment_failed" } }),
    ).toBeGreaterThan(0);
  });

  test.each<[string, (event: Delivery) => Request]>([
    ["missing", (event) => webhookRequest(event.body, null)],
    [
      "made with another secret",
      (event) => webhookRequest(event.body, signWebhookPayload(event.body, "whsec_not_the_shops_secret")),
    ],
    [
      "stale (10 minutes old)",
      (event) =>
        webhookRequest(
          event.body,
          signWebhookPayload(event.body, webhookSigningSecret(), Math.floor(Date.now() / 1000) - 600),
        ),
    ],
    [
      "for an altered body",
      (event) => webhookRequest(event.body.replace(/"amount":\d+/, '"amount":1'), event.signature),
    ],
    ["garbage", (event) => webhookRequest(event.body, "t=1,v1=abc")],
  ])("a signature that is %s is refused with 400 and changes nothing", async (_kind, forge) => {
    const { intent, event, piece } = await paidGuestCheckout();
    const before = await shopState(db(), [piece.id]);
    const events = await db().processedWebhookEvent.count();
    const response = await webhookRoute(forge(event), noParams);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: "invalid_signature" });
    expect(await shopState(db(), [piece.id])).toEqual(before);
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(0);
    expect(await db().processedWebhookEvent.count()).toBe(events);
    // The genuine delivery still works afterwards.
    expect((await deliver(event)).status).toBe(200);
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(1);
  });

  test("the same event delivered twice in sequence makes one order, one stock decrement, one email", async () => {
    const { intent, event, piece } = await paidGuestCheckout(3);
    const first = await deliver(event);
    const second = await deliver(event);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toMatchObject({ data: { received: true, duplicate: true } });
    const orders = await ordersFor(intent.paymentIntentId);
    expect(orders).toHaveLength(1);
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(2);
    expect(await confirmationMails(orders[0]?.id ?? "")).toHaveLength(1);
  });

  test("the same event delivered eight times at once makes one order, one stock decrement, one email", async () => {
    const { intent, event, piece } = await paidGuestCheckout(3);
    const responses = await Promise.all(Array.from({ length: 8 }, () => deliver(event)));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    const orders = await ordersFor(intent.paymentIntentId);
    expect(orders).toHaveLength(1);
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(2);
    expect(await confirmationMails(orders[0]?.id ?? "")).toHaveLength(1);
    const { id } = JSON.parse(event.body) as { id: string };
    expect(await db().processedWebhookEvent.count({ where: { id } })).toBe(1);
  });

  test("a storm: six checkouts' events, a third sent again, shuffled and delivered eight at a time, make six orders, six decrements, six emails", async () => {
    const piece = await createProduct(db(), { priceCents: 2_000, stock: 10 });
    const paid: { paymentIntentId: string; event: Delivery }[] = [];
    for (let buyer = 0; buyer < 6; buyer += 1) {
      const intent = await requestIntent(
        guestIntentPayload([{ product: piece, quantity: 1 }], { email: `storm-${buyer}@example.test`, state: "TX" }),
      );
      const held = holdEvents();
      await pay(intent.body.data.clientSecret);
      const event = held.find((delivery) => delivery.body.includes('"payment_intent.amount_capturable_updated"'));
      if (!event) throw new Error("the test gateway sent no authorization event");
      paid.push({ paymentIntentId: intent.body.data.paymentIntentId, event });
    }
    // Every event once, two of them three times more: twelve deliveries in a fixed shuffled order.
    const deliveries = [
      ...paid.map((one) => one.event),
      ...[0, 3].flatMap((index) => Array(3).fill(paid[index]?.event) as Delivery[]),
    ];
    const order = [7, 2, 11, 0, 9, 4, 1, 10, 6, 3, 8, 5];
    const shuffled = order
      .map((index) => deliveries[index])
      .filter((delivery): delivery is Delivery => delivery !== undefined);
    const statuses: number[] = [];
    for (let start = 0; start < shuffled.length; start += 8) {
      const batch = await Promise.all(shuffled.slice(start, start + 8).map((delivery) => deliver(delivery)));
      statuses.push(...batch.map((response) => response.status));
    }

    expect(statuses).toEqual(Array(shuffled.length).fill(200));
    for (const { paymentIntentId } of paid) {
      const orders = await ordersFor(paymentIntentId);
      expect(orders, paymentIntentId).toHaveLength(1);
      expect(await confirmationMails(orders[0]?.id ?? "")).toHaveLength(1);
    }
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(4);
  });

  test("the buyer's completion call racing the webhook gets the webhook's order: one order, one decrement, one email", async () => {
    const { intent, event, piece, email } = await paidGuestCheckout(3);
    const complete = () =>
      callRoute<{ id: string }>(
        guestCheckout,
        apiRequest("POST", "/api/guest/checkout", {
          origin: ORIGIN,
          body: { paymentIntentId: intent.paymentIntentId, email },
        }),
      );
    const [hookA, page, hookB, pageAgain] = await Promise.all([deliver(event), complete(), deliver(event), complete()]);
    expect([hookA.status, page.status, hookB.status, pageAgain.status]).toEqual([200, 200, 200, 200]);
    const orders = await ordersFor(intent.paymentIntentId);
    expect(orders).toHaveLength(1);
    expect(page.body.data.id).toBe(orders[0]?.id);
    expect(pageAgain.body.data.id).toBe(orders[0]?.id);
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(2);
    expect(await confirmationMails(orders[0]?.id ?? "")).toHaveLength(1);
  });

  test("a late payment_failed event after the payment went through never moves the order backwards", async () => {
    const piece = await createProduct(db(), { stock: 2 });
    const intent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "retry@example.test" }),
    );
    const held = holdEvents();
    await expect(pay(intent.body.data.clientSecret, CARD_DECLINED)).rejects.toMatchObject({ status: 402 });
    await pay(intent.body.data.clientSecret);
    const failed = held.find((delivery) => delivery.body.includes('"payment_intent.payment_failed"'));
    const authorized = held.find((delivery) => delivery.body.includes('"payment_intent.amount_capturable_updated"'));
    if (!failed || !authorized) throw new Error("expected both events");
    // Delivered newest first: the authorization, then the stale failure.
    expect((await deliver(authorized)).status).toBe(200);
    expect((await deliver(failed)).status).toBe(200);
    const draft = await db().checkoutDraft.findUniqueOrThrow({
      where: { paymentIntentId: intent.body.data.paymentIntentId },
    });
    expect(draft.status).toBe("completed");
    const [order] = await ordersFor(intent.body.data.paymentIntentId);
    expect(order?.status).toBe("processing");
  });

  test("a failure and then a success delivered in order still end with the order", async () => {
    const piece = await createProduct(db(), { stock: 2 });
    const intent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "second-card@example.test" }),
    );
    deliverEventsToWebhook();
    await expect(pay(intent.body.data.clientSecret, CARD_DECLINED)).rejects.toMatchObject({ status: 402 });
    expect(
      (await db().checkoutDraft.findUniqueOrThrow({ where: { paymentIntentId: intent.body.data.paymentIntentId } }))
        .status,
    ).toBe("open");
    await pay(intent.body.data.clientSecret);
    expect(await ordersFor(intent.body.data.paymentIntentId)).toHaveLength(1);
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(1);
  });

  test("an event about an intent the shop never made is acknowledged and changes nothing", async () => {
    const { event } = await paidGuestCheckout();
    const foreign = event.body.replaceAll(/"id":"pi_\w+"/g, '"id":"pi_someone_elses_intent"');
    const orders = await db().order.count();
    const response = await deliver({ body: foreign, signature: signWebhookPayload(foreign, webhookSigningSecret()) });
    expect(response.status).toBe(200);
    const failed = foreign
      .replace('"payment_intent.amount_capturable_updated"', '"payment_intent.canceled"')
      .replace(/"id":"evt_\w+"/, '"id":"evt_foreign_failure"');
    expect(
      (await deliver({ body: failed, signature: signWebhookPayload(failed, webhookSigningSecret()) })).status,
    ).toBe(200);
    expect(await db().order.count()).toBe(orders);
  });

  test("a webhook that cannot write the order answers 5xx and records nothing, so the sender's retry makes the order", async () => {
    const { intent, event, piece } = await paidGuestCheckout(3);
    const { id: eventId } = JSON.parse(event.body) as { id: string };
    // This test's own database refuses new orders for a moment, as a full disk or a failover would.
    await db().$executeRawUnsafe(
      `CREATE FUNCTION refuse_orders() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated outage'; END $$`,
    );
    await db().$executeRawUnsafe(
      `CREATE TRIGGER refuse_orders BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION refuse_orders()`,
    );
    try {
      const failed = await deliver(event);
      expect(failed.status).toBe(500);
      expect(await failed.json()).toMatchObject({ success: false, code: "internal_error" });
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER refuse_orders ON orders`);
      await db().$executeRawUnsafe(`DROP FUNCTION refuse_orders()`);
    }
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(0);
    expect(await db().processedWebhookEvent.count({ where: { id: eventId } })).toBe(0);
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(3);
    expect(
      (await db().checkoutDraft.findUniqueOrThrow({ where: { paymentIntentId: intent.paymentIntentId } })).status,
    ).toBe("open");

    expect((await deliver(event)).status).toBe(200);
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(1);
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(2);
    expect(await db().processedWebhookEvent.count({ where: { id: eventId } })).toBe(1);
  });
});
