import { afterAll, afterEach, describe, expect, test } from "vitest";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { POST as memberCheckout } from "@/app/api/orders/checkout/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { getOrderConfirmation } from "@/lib/orders/buyer/confirmation";
import { GUEST_ORDER_COOKIE } from "@/lib/http/guest-order-cookie";
import { verifyGuestOrderToken } from "@/lib/orders/buyer/guest-order-token";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute, cookieValueOf, setCookies } from "../support/api";
import { useTestDatabase } from "../support/database";
import { revalidatedPaths } from "../support/next-cache";
import {
  CARD_DECLINED,
  fillCart,
  guestIntentPayload,
  holdEvents,
  pay,
  requestIntent,
  saveAddress,
  shopState,
  stopEventDelivery,
} from "../support/checkout";

type Order = {
  id: string;
  total: number;
  subtotal: number;
  shippingCost: number;
  taxAmount: number;
  shippingMethod: string;
  status: string;
  orderItems: { productId: string; price: number; quantity: number }[];
};

// The first test pays for loading every route module; a busy shared machine makes that slow.
describe("completing a checkout", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  afterEach(() => stopEventDelivery());
  afterAll(() => stopEventDelivery());

  /** A member with a saved address and a cart, and the intent for it (events held back: the webhook is late). */
  async function memberIntent(state = "CA", stock = 5) {
    const member = await createUser(db());
    const address = await saveAddress(db(), member.id, state);
    const piece = await createProduct(db(), { priceCents: 2_000, stock });
    const extra = await createProduct(db(), { stock });
    await fillCart(db(), member.id, [{ product: piece, quantity: 2 }]);
    const intent = await requestIntent(
      { metadata: { shipping_address_id: address.id }, shippingInfo: { method: "express" } },
      member.accessToken,
    );
    expect(intent.status).toBe(200);
    holdEvents();
    return { member, address, piece, extra, intent: intent.body.data };
  }

  function completeAsMember(token: string, body: Record<string, unknown>) {
    return callRoute<Order>(
      memberCheckout,
      apiRequest("POST", "/api/orders/checkout", { origin: ORIGIN, body, token }),
    );
  }

  test("POST /api/orders/checkout answers the order with the server's amounts; the client's shipping and tax are ignored", async () => {
    const { member, address, piece, extra, intent } = await memberIntent("CA");
    // A piece added to the cart after paying stays there; the bought line goes.
    await fillCart(db(), member.id, [{ product: extra, quantity: 1 }]);
    await pay(intent.clientSecret);
    const answer = await completeAsMember(member.accessToken, {
      paymentIntentId: intent.paymentIntentId,
      shippingAddressId: address.id,
      shippingMethod: "standard",
      shippingCost: 0,
      taxAmount: 0,
    });
    expect(answer.status).toBe(200);
    // 40.00 + express 15.00 + CA 7.25 % of 40.00 = 2.90
    expect(answer.body.data).toMatchObject({
      status: "processing",
      subtotal: 40,
      shippingCost: 15,
      taxAmount: 2.9,
      total: 57.9,
      shippingMethod: "express",
    });
    expect(answer.body.data.orderItems).toEqual([
      expect.objectContaining({ productId: piece.id, price: 20, quantity: 2 }),
    ]);
    expect(await db().cartItem.findMany({ where: { userId: member.id }, select: { productId: true } })).toEqual([
      { productId: extra.id },
    ]);
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(3);

    const again = await completeAsMember(member.accessToken, { paymentIntentId: intent.paymentIntentId });
    expect(again.body.data.id).toBe(answer.body.data.id);
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(3);
  });

  test("another member's checkout and another member's order answer 404, and nothing is created", async () => {
    const { intent, member } = await memberIntent();
    const stranger = await createUser(db());
    await pay(intent.clientSecret);
    const stolen = await completeAsMember(stranger.accessToken, { paymentIntentId: intent.paymentIntentId });
    expect(stolen.status).toBe(404);
    expect(await db().order.count({ where: { paymentIntentId: intent.paymentIntentId } })).toBe(0);
    expect((await completeAsMember(stranger.accessToken, { paymentIntentId: "pi_does_not_exist" })).status).toBe(404);

    const mine = await completeAsMember(member.accessToken, { paymentIntentId: intent.paymentIntentId });
    const peek = await callRoute(
      getOrder,
      apiRequest("GET", `/api/orders/${mine.body.data.id}`, { origin: ORIGIN, token: stranger.accessToken }),
      { id: mine.body.data.id },
    );
    expect(peek.status).toBe(404);
  });

  test("an order drops the cached pages of the pieces it took, so a piece that just sold out is not offered from cache", async () => {
    const { member, address, intent, piece } = await memberIntent("NY", 2);
    revalidatedPaths.length = 0;
    const unpaid = await completeAsMember(member.accessToken, {
      paymentIntentId: intent.paymentIntentId,
      shippingAddressId: address.id,
    });
    expect(unpaid.status).not.toBe(200);
    expect(revalidatedPaths).toEqual([]);

    await pay(intent.clientSecret);
    const answer = await completeAsMember(member.accessToken, {
      paymentIntentId: intent.paymentIntentId,
      shippingAddressId: address.id,
    });
    expect(answer.status).toBe(200);
    // Only the piece bought: every other product's page stays cached.
    expect(revalidatedPaths).toEqual([`/product/${piece.id}`]);
  });

  test("completing before the payment went through answers the payment's state and creates nothing", async () => {
    const { intent, member, piece } = await memberIntent();
    const before = await shopState(db(), [piece.id]);
    const early = await completeAsMember(member.accessToken, { paymentIntentId: intent.paymentIntentId });
    expect(early.status).toBe(402);
    expect(early.body.error).toBe("Payment failed. Please try again.");
    await expect(pay(intent.clientSecret, CARD_DECLINED)).rejects.toMatchObject({ status: 402 });
    const declined = await completeAsMember(member.accessToken, { paymentIntentId: intent.paymentIntentId });
    expect(declined.body).toMatchObject({ code: "payment_failed", error: "Your card was declined." });
    expect(await shopState(db(), [piece.id])).toEqual(before);
  });

  test("a missing paymentIntentId is 400 naming the field, and signed-out callers get 401", async () => {
    const member = await createUser(db());
    const missing = await completeAsMember(member.accessToken, { shippingCost: 0 });
    expect(missing.status).toBe(400);
    expect(missing.body.details?.[0]?.path).toBe("paymentIntentId");
    expect(
      (
        await callRoute(
          memberCheckout,
          apiRequest("POST", "/api/orders/checkout", { origin: ORIGIN, body: { paymentIntentId: "pi_x" } }),
        )
      ).status,
    ).toBe(401);
  });

  test("POST /api/guest/checkout answers the order and sets a signed 2-hour httpOnly cookie naming it", async () => {
    const piece = await createProduct(db(), { priceCents: 1_500, stock: 2 });
    const intent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "Guest.Buyer@example.test", state: "NY" }),
    );
    holdEvents();
    await pay(intent.body.data.clientSecret);
    const body = {
      paymentIntentId: intent.body.data.paymentIntentId,
      email: "guest.buyer@example.test",
      items: [{ productId: piece.id, quantity: 9 }],
      shippingCost: 0,
      taxAmount: 0,
      shippingAddress: { fullName: "Someone Else" },
    };
    const answer = await callRoute<Order>(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", { origin: ORIGIN, body }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      subtotal: 15,
      taxAmount: 0.6,
      total: 15.6,
      orderItems: [expect.objectContaining({ quantity: 1 })],
    });
    const cookie = setCookies(answer.headers).get(GUEST_ORDER_COOKIE);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Max-Age=7200/);
    expect(await verifyGuestOrderToken(cookieValueOf(cookie))).toBe(answer.body.data.id);
    expect(await verifyGuestOrderToken(`${cookieValueOf(cookie)}x`)).toBeNull();
  });

  test("a guest checkout completed with another email, or as a member's, answers 404; from another site, 403", async () => {
    const piece = await createProduct(db(), { stock: 2 });
    const intent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "owner@example.test" }),
    );
    holdEvents();
    await pay(intent.body.data.clientSecret);
    const wrong = await callRoute(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", {
        origin: ORIGIN,
        body: { paymentIntentId: intent.body.data.paymentIntentId, email: "thief@example.test" },
      }),
    );
    expect(wrong.status).toBe(404);
    const crossSite = await callRoute(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", {
        origin: "https://evil.example",
        body: { paymentIntentId: intent.body.data.paymentIntentId, email: "owner@example.test" },
      }),
    );
    expect(crossSite.status).toBe(403);
    const { intent: memberOnes, member } = await memberIntent();
    await pay(memberOnes.clientSecret);
    const asGuest = await callRoute(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", {
        origin: ORIGIN,
        body: { paymentIntentId: memberOnes.paymentIntentId, email: member.email },
      }),
    );
    expect(asGuest.status).toBe(404);
    expect(
      await db().order.count({
        where: { paymentIntentId: { in: [intent.body.data.paymentIntentId, memberOnes.paymentIntentId] } },
      }),
    ).toBe(0);
  });

  test("POST /api/orders never makes an order without a payment: 409 with no checkout, the payment's state while unpaid, the order once paid", async () => {
    const newcomer = await createUser(db());
    const none = await callRoute(
      createOrder,
      apiRequest("POST", "/api/orders", { origin: ORIGIN, token: newcomer.accessToken }),
    );
    expect(none.status).toBe(409);
    expect(none.body.code).toBe("no_checkout");

    const { intent, member } = await memberIntent();
    const unpaid = await callRoute(
      createOrder,
      apiRequest("POST", "/api/orders", { origin: ORIGIN, token: member.accessToken }),
    );
    expect(unpaid.status).toBe(402);
    expect(await db().order.count({ where: { userId: member.id } })).toBe(0);

    await pay(intent.clientSecret);
    const paid = await callRoute<Order>(
      createOrder,
      apiRequest("POST", "/api/orders", { origin: ORIGIN, token: member.accessToken }),
    );
    expect(paid.status).toBe(200);
    const orders = await db().order.findMany({ where: { userId: member.id } });
    expect(orders.map((order) => order.id)).toEqual([paid.body.data.id]);
    expect(orders[0]?.paymentIntentId).toBe(intent.paymentIntentId);
  });

  test("the confirmation shows the order only to its buyer: the owning member or the browser holding the guest cookie", async () => {
    const { intent, member } = await memberIntent();
    await pay(intent.clientSecret);
    const memberOrder = await completeAsMember(member.accessToken, { paymentIntentId: intent.paymentIntentId });
    const piece = await createProduct(db(), { stock: 1 });
    const guestIntent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "viewer@example.test" }),
    );
    await pay(guestIntent.body.data.clientSecret);
    const guest = await callRoute<Order>(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", {
        origin: ORIGIN,
        body: { paymentIntentId: guestIntent.body.data.paymentIntentId, email: "viewer@example.test" },
      }),
    );
    const guestOrderId = await verifyGuestOrderToken(cookieValueOf(setCookies(guest.headers).get(GUEST_ORDER_COOKIE)));

    const nobody = { userId: null, guestOrderId: null };
    expect(
      await getOrderConfirmation(memberOrder.body.data.id, { userId: member.id, guestOrderId: null }),
    ).toMatchObject({ kind: "order", order: { id: memberOrder.body.data.id } });
    expect(await getOrderConfirmation(guest.body.data.id, { userId: null, guestOrderId })).toMatchObject({
      kind: "order",
      order: { id: guest.body.data.id },
    });
    expect(await getOrderConfirmation(memberOrder.body.data.id, nobody)).toEqual({ kind: "not_available" });
    expect(await getOrderConfirmation(memberOrder.body.data.id, { userId: null, guestOrderId })).toEqual({
      kind: "not_available",
    });
    expect(await getOrderConfirmation(guest.body.data.id, { userId: member.id, guestOrderId: null })).toEqual({
      kind: "not_available",
    });
    expect(await getOrderConfirmation("undefined", nobody)).toEqual({ kind: "not_found" });
    expect(await getOrderConfirmation("no-such-order", nobody)).toEqual({ kind: "not_found" });
  });
});
