import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { POST as quoteRequest } from "@/app/api/admin/custom-requests/[id]/quote/route";
import { PUT as putSettings } from "@/app/api/admin/settings/route";
import { POST as createRequest } from "@/app/api/custom-requests/route";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { POST as memberCheckout } from "@/app/api/orders/checkout/route";
import { GET as readQuote } from "@/app/api/quotes/[token]/route";
import { deliverPendingEmails } from "@/lib/email/delivery";
import type { OrderDto } from "@/lib/orders/dto";
import type { InDollars } from "@/lib/pricing/api-money";
import { PEER_ADDRESS_HEADER } from "@/lib/rate-limit/peer-address";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { cartApi } from "../support/cart-api";
import { useTestDatabase } from "../support/database";
import { useMailCatcher, waitForMail } from "../support/mail";
import {
  guestAddress,
  guestBrowser,
  holdEvents,
  pay,
  raceGuestCheckouts,
  requestIntent,
  saveAddress,
  stopEventDelivery,
  type PaidGuest,
} from "../support/checkout";

type Order = InDollars<OrderDto>;

// The maker is away until a Thursday far ahead, so work starts on Friday 2099-01-02 whatever day the suite runs and
// the ship-by below is counted by hand from there.
const AWAY_UNTIL = "2099-01-01";

describe("paying a commission quote through the checkout", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const catcher = useMailCatcher();
  let admin = "";
  let seq = 0;
  afterEach(() => stopEventDelivery());
  afterAll(() => stopEventDelivery());
  beforeAll(async () => {
    admin = (await createAdmin(db())).accessToken;
    await callRoute(
      putSettings,
      apiRequest("PUT", "/api/admin/settings", { body: { weeklyCapacity: 0, awayUntil: AWAY_UNTIL }, token: admin }),
    );
  });

  /** A request from `email`, quoted by the maker; answers the request's id and the token her quote mail carries. */
  async function quotedRequest(
    email: string,
    quote: { price: number; description: string; leadTimeDays: number; validDays: number },
  ) {
    seq += 1;
    const headers = { [PEER_ADDRESS_HEADER]: `192.0.2.${seq}` };
    const made = await callRoute<{ id: string }>(
      createRequest,
      apiRequest("POST", "/api/custom-requests", {
        origin: ORIGIN,
        headers,
        body: { name: "Ada", email, description: "Something like my grandmother's garnet ring, please." },
      }),
    );
    expect(made.status).toBe(201);
    const quoted = await callRoute(
      quoteRequest,
      apiRequest("POST", `/api/admin/custom-requests/${made.body.data.id}/quote`, {
        origin: ORIGIN,
        token: admin,
        body: quote,
      }),
      { id: made.body.data.id },
    );
    expect(quoted.status).toBe(201);
    await deliverPendingEmails({ limit: 100 });
    const mail = await waitForMail(catcher(), email, 2);
    const token = /\/quote\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no quote link in: ${mail.text}`);
    return { requestId: made.body.data.id, token };
  }

  const guestQuotePayload = (email: string, quoteToken: string) => ({
    email,
    quoteToken,
    shippingInfo: { method: "standard" },
    shippingAddress: guestAddress("OR"),
  });
  const completeAsGuest = (paymentIntentId: string, email: string) =>
    callRoute<Order>(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", { origin: ORIGIN, body: { paymentIntentId, email } }),
    );

  test("a guest pays a quote: one custom line at the quoted price, ship-by from its lead time, the request paid; a second payment answers 409 and makes no intent", async () => {
    const email = "ada-pays@example.test";
    const { requestId, token } = await quotedRequest(email, {
      price: 480,
      description: "Garnet ring in 14k gold, size 6",
      leadTimeDays: 3,
      validDays: 14,
    });
    holdEvents();
    const intent = await requestIntent(guestQuotePayload(email, token));
    expect(intent.status).toBe(200);
    // $480 to Oregon (no sales tax), standard shipping free over the threshold; 3 business days from Friday 2099-01-02.
    expect(intent.body.data).toMatchObject({
      subtotal: 480,
      taxAmount: 0,
      shippingCost: 0,
      total: 480,
      amount: 48_000,
      shipBy: "2099-01-07",
    });
    await pay(intent.body.data.clientSecret);
    const answer = await completeAsGuest(intent.body.data.paymentIntentId, email);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: "processing", total: 480, shipBy: "2099-01-07" });
    expect(answer.body.data.orderItems).toEqual([
      expect.objectContaining({
        productId: null,
        custom: true,
        price: 480,
        quantity: 1,
        leadTimeDays: 3,
        product: { name: "Garnet ring in 14k gold, size 6", images: [] },
      }),
    ]);
    expect(await db().customRequest.findUniqueOrThrow({ where: { id: requestId } })).toMatchObject({ status: "paid" });
    expect(await db().customQuote.findFirstOrThrow({ where: { requestId } })).toMatchObject({
      orderId: answer.body.data.id,
    });
    const confirmation = await db().emailOutbox.findFirstOrThrow({
      where: { dedupeKey: `order-confirmation:${answer.body.data.id}` },
    });
    expect(confirmation.text).toContain("Garnet ring in 14k gold, size 6 × 1  $480.00");

    const shown = await callRoute(readQuote, apiRequest("GET", `/api/quotes/${token}`), { token });
    expect(shown.body.data).toMatchObject({ status: "paid", price: 480 });
    const intentsBefore = await db().testPaymentIntent.count();
    const again = await requestIntent(guestQuotePayload("someone-else@example.test", token));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "quote_already_paid" });
    expect(await db().testPaymentIntent.count()).toBe(intentsBefore);
  });

  test("an expired quote answers 410 quote_expired and makes no intent; an unknown one 404; no cart lines and no quote is 400", async () => {
    const email = "late@example.test";
    const { requestId, token } = await quotedRequest(email, {
      price: 90,
      description: "Silver studs",
      leadTimeDays: 2,
      validDays: 1,
    });
    await db().customQuote.updateMany({ where: { requestId }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    const intentsBefore = await db().testPaymentIntent.count();
    const late = await requestIntent(guestQuotePayload(email, token));
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ code: "quote_expired" });
    expect((await requestIntent(guestQuotePayload(email, "n".repeat(43)))).status).toBe(404);
    const empty = await requestIntent({
      email,
      shippingInfo: { method: "standard" },
      shippingAddress: guestAddress("OR"),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual([{ path: "guestCartItems", message: "Your cart is empty" }]);
    expect(await db().testPaymentIntent.count()).toBe(intentsBefore);
  });

  test("a member pays a quote in place of her cart: the cart stays as it was", async () => {
    const member = await createUser(db());
    const address = await saveAddress(db(), member.id, "OR");
    const piece = await createProduct(db(), { priceCents: 2_000, stock: 3 });
    await cartApi.add(member, { productId: piece.id });
    const { requestId, token } = await quotedRequest(member.email, {
      price: 120,
      description: "Pearl drop earrings",
      leadTimeDays: 5,
      validDays: 10,
    });
    holdEvents();
    const intent = await requestIntent(
      { metadata: { shipping_address_id: address.id }, shippingInfo: { method: "standard" }, quoteToken: token },
      member.accessToken,
    );
    expect(intent.status).toBe(200);
    // 5 business days from Friday 2099-01-02: Friday 01-09.
    expect(intent.body.data).toMatchObject({ subtotal: 120, total: 120, shipBy: "2099-01-09" });
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
    expect(answer.body.data.orderItems).toEqual([
      expect.objectContaining({
        custom: true,
        productId: null,
        price: 120,
        product: { name: "Pearl drop earrings", images: [] },
      }),
    ]);
    expect((await cartApi.get(member)).body.data.items.map((line) => line.productId)).toEqual([piece.id]);
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(3);
    expect((await db().customRequest.findUniqueOrThrow({ where: { id: requestId } })).status).toBe("paid");
  });

  test("two cards on one quote at once: exactly one order; the other authorization voided, never captured, its buyer told", async () => {
    const email = "two-cards@example.test";
    const { requestId, token } = await quotedRequest(email, {
      price: 300,
      description: "Opal pendant",
      leadTimeDays: 4,
      validDays: 7,
    });
    const held = holdEvents();
    const buyers: PaidGuest[] = [];
    // Two browsers (two tabs on two devices, or the link forwarded): each gets its own intent, and both pay.
    for (const who of [email, "partner@example.test"]) {
      const intent = await requestIntent(guestQuotePayload(who, token), undefined, guestBrowser());
      expect(intent.status).toBe(200);
      await pay(intent.body.data.clientSecret);
      const event = held.at(-1);
      if (!event) throw new Error("no event held");
      buyers.push({ email: who, paymentIntentId: intent.body.data.paymentIntentId, event });
    }
    const { pageAnswers, hookAnswers } = await raceGuestCheckouts(buyers);
    expect(hookAnswers.map((response) => response.status)).toEqual([200, 200]);
    expect(pageAnswers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(pageAnswers.find((answer) => answer.status === 409)?.body).toMatchObject({ code: "quote_already_paid" });

    const orders = await db().order.findMany({
      where: { paymentIntentId: { in: buyers.map((buyer) => buyer.paymentIntentId) } },
    });
    expect(orders).toHaveLength(1);
    expect(await db().customQuote.findFirstOrThrow({ where: { requestId } })).toMatchObject({ orderId: orders[0]?.id });
    const intents = await db().testPaymentIntent.findMany({
      where: { id: { in: buyers.map((buyer) => buyer.paymentIntentId) } },
    });
    expect(intents.filter((intent) => intent.status === "succeeded").map((intent) => intent.id)).toEqual([
      orders[0]?.paymentIntentId,
    ]);
    expect(intents.filter((intent) => intent.status === "canceled")).toHaveLength(1);
    expect(intents.filter((intent) => intent.amountRefunded > 0)).toHaveLength(0);
    const loser = buyers.find((buyer) => buyer.paymentIntentId !== orders[0]?.paymentIntentId);
    expect(
      await db().checkoutDraft.findUniqueOrThrow({ where: { paymentIntentId: loser?.paymentIntentId ?? "" } }),
    ).toMatchObject({ status: "closed", closedReason: "quote_unavailable" });
    const sorry = await db().emailOutbox.findFirstOrThrow({
      where: { dedupeKey: { startsWith: "order-not-completed:" }, to: loser?.email ?? "" },
    });
    expect(sorry.text).toContain(
      "this quote had already been paid, or replaced by a newer one, when your payment came in",
    );
    expect(sorry.text).toContain("Your card was not charged.");
  });

  test("a quote replaced while its buyer was paying: her authorization is voided, the order is not written", async () => {
    const email = "replaced@example.test";
    const { requestId, token } = await quotedRequest(email, {
      price: 200,
      description: "First idea",
      leadTimeDays: 4,
      validDays: 7,
    });
    holdEvents();
    const intent = await requestIntent(guestQuotePayload(email, token));
    await pay(intent.body.data.clientSecret);
    await callRoute(
      quoteRequest,
      apiRequest("POST", `/api/admin/custom-requests/${requestId}/quote`, {
        origin: ORIGIN,
        token: admin,
        body: { price: 220, description: "Second idea", leadTimeDays: 4, validDays: 7 },
      }),
      { id: requestId },
    );
    const answer = await completeAsGuest(intent.body.data.paymentIntentId, email);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe("quote_already_paid");
    expect(
      (await db().testPaymentIntent.findUniqueOrThrow({ where: { id: intent.body.data.paymentIntentId } })).status,
    ).toBe("canceled");
    expect(await db().order.count({ where: { paymentIntentId: intent.body.data.paymentIntentId } })).toBe(0);
    expect((await db().customRequest.findUniqueOrThrow({ where: { id: requestId } })).status).toBe("quoted");
  });
});
