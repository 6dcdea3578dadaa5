import { afterAll, afterEach, describe, expect, test } from "vitest";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { POST as memberCheckout } from "@/app/api/orders/checkout/route";
import { reconcileCheckouts } from "@/lib/checkout/reconciler";
import { getPaymentGateway } from "@/lib/payments/gateway";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import {
  deliverEventsToWebhook,
  fillCart,
  guestBrowser,
  guestIntentPayload,
  holdEvents,
  pay,
  requestIntent,
  saveAddress,
  stopEventDelivery,
} from "../support/checkout";

const MINUTE = 60_000;

// A checkout is open for an hour; a changed cart replaces it. Time is moved by dating the rows, not by waiting.
describe("the life of a checkout", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  afterEach(() => stopEventDelivery());
  afterAll(() => stopEventDelivery());

  const draftOf = (paymentIntentId: string) => db().checkoutDraft.findUniqueOrThrow({ where: { paymentIntentId } });
  const intentOf = (id: string) => db().testPaymentIntent.findUniqueOrThrow({ where: { id } });
  const completeAsGuest = (paymentIntentId: string, email: string) =>
    callRoute<{ id: string }>(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", { origin: ORIGIN, body: { paymentIntentId, email } }),
    );

  test("a guest who changes their cart gets a new intent, and the one it replaces is cancelled so the old page cannot pay it", async () => {
    const piece = await createProduct(db(), { priceCents: 2_000, stock: 5 });
    holdEvents();
    const browser = guestBrowser();
    const before = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "changer@example.test" }),
      undefined,
      browser,
    );
    const after = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 2 }], { email: "CHANGER@example.test" }),
      undefined,
      browser,
    );
    expect(after.status).toBe(200);
    expect(after.body.data.paymentIntentId).not.toBe(before.body.data.paymentIntentId);

    expect(await draftOf(before.body.data.paymentIntentId)).toMatchObject({
      status: "closed",
      closedReason: "replaced",
    });
    expect((await draftOf(before.body.data.paymentIntentId)).releasedAt).toBeInstanceOf(Date);
    expect((await intentOf(before.body.data.paymentIntentId)).status).toBe("canceled");
    await expect(pay(before.body.data.clientSecret)).rejects.toMatchObject({
      status: 409,
      code: "payment_intent_unexpected_state",
    });
    const late = await completeAsGuest(before.body.data.paymentIntentId, "changer@example.test");
    expect(late.body).toMatchObject({
      code: "checkout_replaced",
      error: "This checkout was replaced by a newer one. Your card was not charged. Please check out again.",
    });

    // The new one is untouched and pays.
    await pay(after.body.data.clientSecret);
    expect((await completeAsGuest(after.body.data.paymentIntentId, "changer@example.test")).status).toBe(200);
    // Another buyer's checkout is never touched by this one's.
    const other = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "someone-else@example.test" }),
    );
    expect((await draftOf(other.body.data.paymentIntentId)).status).toBe("open");
  });

  test("a member whose cart changed gets a new intent; the earlier one is cancelled, but one already authorized is kept to be finalized", async () => {
    const member = await createUser(db());
    const address = await saveAddress(db(), member.id);
    const piece = await createProduct(db(), { priceCents: 2_000, stock: 5 });
    await fillCart(db(), member.id, [{ product: piece, quantity: 1 }]);
    holdEvents();
    const payload = (method: string) => ({ metadata: { shipping_address_id: address.id }, shippingInfo: { method } });
    const first = await requestIntent(payload("standard"), member.accessToken);
    const second = await requestIntent(payload("express"), member.accessToken);
    expect((await draftOf(first.body.data.paymentIntentId)).closedReason).toBe("replaced");
    expect((await intentOf(first.body.data.paymentIntentId)).status).toBe("canceled");

    // Paid in one tab, a changed checkout in another: the paid one is not cancelled, it becomes the order.
    await pay(second.body.data.clientSecret);
    await requestIntent(payload("priority"), member.accessToken);
    expect((await draftOf(second.body.data.paymentIntentId)).status).toBe("open");
    expect((await intentOf(second.body.data.paymentIntentId)).status).toBe("requires_capture");
    const order = await callRoute<{ id: string }>(
      memberCheckout,
      apiRequest("POST", "/api/orders/checkout", {
        origin: ORIGIN,
        token: member.accessToken,
        body: { paymentIntentId: second.body.data.paymentIntentId },
      }),
    );
    expect(order.status).toBe(200);
  });

  test("a checkout not paid within the hour is closed by the reconciler: its intent cancelled, paying it refused, a new checkout at today's prices", async () => {
    const piece = await createProduct(db(), { priceCents: 2_000, stock: 5 });
    const payload = guestIntentPayload([{ product: piece, quantity: 1 }], { email: "slow@example.test", state: "OR" });
    holdEvents();
    const old = await requestIntent(payload);
    expect(old.body.data.amount).toBe(2_000);
    expect((await draftOf(old.body.data.paymentIntentId)).expiresAt.getTime() - Date.now()).toBeGreaterThan(
      59 * MINUTE,
    );

    // The hour has passed, and the maker has raised the price meanwhile.
    await db().checkoutDraft.update({
      where: { paymentIntentId: old.body.data.paymentIntentId },
      data: { expiresAt: new Date(Date.now() - MINUTE) },
    });
    await db().product.update({ where: { id: piece.id }, data: { priceCents: 2_500 } });
    const report = await reconcileCheckouts();
    expect(report).toMatchObject({ settled: 1, failed: 0 });

    expect(await draftOf(old.body.data.paymentIntentId)).toMatchObject({ status: "closed", closedReason: "expired" });
    expect((await intentOf(old.body.data.paymentIntentId)).status).toBe("canceled");
    await expect(pay(old.body.data.clientSecret)).rejects.toMatchObject({ status: 409 });
    const late = await completeAsGuest(old.body.data.paymentIntentId, "slow@example.test");
    expect(late.body).toMatchObject({
      code: "checkout_expired",
      error: "This checkout has expired. Your card was not charged. Please check out again.",
    });

    const fresh = await requestIntent(payload);
    expect(fresh.body.data.paymentIntentId).not.toBe(old.body.data.paymentIntentId);
    expect(fresh.body.data.amount).toBe(2_500);
    // Nobody paid, so nobody is emailed.
    expect(await db().emailOutbox.count({ where: { to: "slow@example.test" } })).toBe(0);
  });

  test("a checkout about to close is not handed out again: the same cart gets a fresh intent", async () => {
    const piece = await createProduct(db(), { stock: 5 });
    const payload = guestIntentPayload([{ product: piece, quantity: 1 }], { email: "almost@example.test" });
    holdEvents();
    const browser = guestBrowser();
    const old = await requestIntent(payload, undefined, browser);
    await db().checkoutDraft.update({
      where: { paymentIntentId: old.body.data.paymentIntentId },
      data: { expiresAt: new Date(Date.now() + 2 * MINUTE) },
    });
    const again = await requestIntent(payload, undefined, browser);
    expect(again.body.data.paymentIntentId).not.toBe(old.body.data.paymentIntentId);
    expect((await intentOf(old.body.data.paymentIntentId)).status).toBe("canceled");
  });

  test("a payment authorized after the hour (an old page) is refused: no order, the authorization voided, the buyer told they were not charged", async () => {
    const piece = await createProduct(db(), { name: "Late Bloom Brooch", priceCents: 3_000, stock: 2 });
    const intent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "late@example.test" }),
    );
    await db().checkoutDraft.update({
      where: { paymentIntentId: intent.body.data.paymentIntentId },
      data: { expiresAt: new Date(Date.now() - MINUTE) },
    });
    deliverEventsToWebhook();
    await pay(intent.body.data.clientSecret);

    expect(await db().order.count({ where: { paymentIntentId: intent.body.data.paymentIntentId } })).toBe(0);
    expect(await draftOf(intent.body.data.paymentIntentId)).toMatchObject({
      status: "closed",
      closedReason: "expired",
    });
    expect(await intentOf(intent.body.data.paymentIntentId)).toMatchObject({ status: "canceled", amountRefunded: 0 });
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(2);
    const [mail] = await db().emailOutbox.findMany({ where: { to: "late@example.test" } });
    expect(mail?.text).toContain("your checkout had already closed when your payment came in");
    expect(mail?.text).toContain("Your card was not charged.");
    expect((await completeAsGuest(intent.body.data.paymentIntentId, "late@example.test")).body.code).toBe(
      "checkout_expired",
    );
  });

  test("a payment authorized within the hour but settled after it (a late webhook, the reconciler) still becomes the order", async () => {
    const piece = await createProduct(db(), { priceCents: 3_000, stock: 2 });
    holdEvents();
    const intent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "in-time@example.test" }),
    );
    await pay(intent.body.data.clientSecret);
    // Authorized two minutes before the hour was up; nobody settled it then.
    await db().testPaymentIntent.update({
      where: { id: intent.body.data.paymentIntentId },
      data: { authorizedAt: new Date(Date.now() - 2 * MINUTE) },
    });
    await db().checkoutDraft.update({
      where: { paymentIntentId: intent.body.data.paymentIntentId },
      data: { expiresAt: new Date(Date.now() - MINUTE) },
    });

    expect(await reconcileCheckouts()).toMatchObject({ settled: 1, failed: 0 });
    const order = await db().order.findUniqueOrThrow({ where: { paymentIntentId: intent.body.data.paymentIntentId } });
    expect(order).toMatchObject({ status: "processing", paymentStatus: "captured" });
    expect((await intentOf(intent.body.data.paymentIntentId)).status).toBe("succeeded");
  });

  test("a payment cancelled at the gateway (an authorization that lapsed) closes its open checkout when the event comes", async () => {
    const piece = await createProduct(db(), { stock: 2 });
    const intent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "lapsed@example.test" }),
    );
    deliverEventsToWebhook();
    // Cancelled at the gateway (as Stripe does when an authorization lapses); it announces payment_intent.canceled.
    await getPaymentGateway().cancelIntent(intent.body.data.paymentIntentId);
    await expect.poll(async () => (await draftOf(intent.body.data.paymentIntentId)).status).toBe("closed");
    expect(await draftOf(intent.body.data.paymentIntentId)).toMatchObject({ closedReason: "payment_canceled" });
    expect((await draftOf(intent.body.data.paymentIntentId)).releasedAt).toBeInstanceOf(Date);
  });
});
