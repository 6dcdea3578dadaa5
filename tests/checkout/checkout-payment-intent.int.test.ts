import { afterAll, describe, expect, test } from "vitest";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { useTestDatabase } from "../support/database";
import {
  CARD_DECLINED,
  fillCart,
  guestBrowser,
  guestIntentPayload,
  holdEvents,
  pay,
  requestIntent,
  saveAddress,
  stopEventDelivery,
} from "../support/checkout";

// The first test pays for loading every route module; a busy shared machine makes that slow.
describe("POST /api/payments/create-payment-intent", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  afterAll(() => stopEventDelivery());

  test("a guest is charged the database's prices, the method's shipping and the state's tax, whatever the client sends", async () => {
    const ring = await createProduct(db(), { priceCents: 4_000, stock: 3 });
    const chain = await createProduct(db(), { priceCents: 1_999, stock: 3 });
    const answer = await requestIntent(
      guestIntentPayload(
        [
          { product: ring, quantity: 2 },
          { product: chain, quantity: 1 },
        ],
        { state: "CA", method: "express" },
      ),
    );
    expect(answer.status).toBe(200);
    // 2 × 40.00 + 19.99 = 99.99; express 15.00; CA 7.25 % of 99.99 = 7.249… → 7.25
    expect(answer.body.data).toMatchObject({
      amount: 12_224,
      subtotal: 99.99,
      shippingCost: 15,
      taxAmount: 7.25,
      total: 122.24,
    });
    expect(answer.body.data.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const intent = await db().testPaymentIntent.findUniqueOrThrow({ where: { id: answer.body.data.paymentIntentId } });
    expect(intent).toMatchObject({ amount: 12_224, currency: "usd", status: "requires_payment_method" });
    const draft = await db().checkoutDraft.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
    expect(draft).toMatchObject({
      status: "open",
      userId: null,
      email: "guest@example.test",
      subtotalCents: 9_999,
      shippingCents: 1_500,
      taxCents: 725,
      totalCents: 12_224,
    });
    expect(draft.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: ring.id, unitPriceCents: 4_000, quantity: 2 }),
        expect.objectContaining({ productId: chain.id, unitPriceCents: 1_999, quantity: 1 }),
      ]),
    );
  });

  test.each([
    ["CA", 725],
    ["NY", 400],
    ["TX", 625],
    ["WA", 650],
    ["OR", 0],
    ["MT", 0],
  ])("tax for a %s address is the state's rate of the subtotal", async (state, taxCents) => {
    const piece = await createProduct(db(), { priceCents: 10_000, stock: 2 });
    const answer = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { state, email: `tax-${state}@example.test` }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      subtotal: 100,
      shippingCost: 0,
      taxAmount: taxCents / 100,
      amount: 10_000 + taxCents,
    });
  });

  test("shipping is free for standard, $15 for express and $25 for priority", async () => {
    const piece = await createProduct(db(), { priceCents: 1_000, stock: 2 });
    const costs = [];
    for (const method of ["standard", "express", "priority"]) {
      const answer = await requestIntent(
        guestIntentPayload([{ product: piece, quantity: 1 }], {
          state: "OR",
          method,
          email: `ship-${method}@example.test`,
        }),
      );
      costs.push([answer.body.data.shippingCost, answer.body.data.amount]);
    }
    expect(costs).toEqual([
      [0, 1_000],
      [15, 2_500],
      [25, 3_500],
    ]);
  });

  test("asking for more than is in stock answers 409 naming the piece, and no intent or draft is made", async () => {
    const piece = await createProduct(db(), { name: "Last Moonstone Ring", stock: 1 });
    const drafts = await db().checkoutDraft.count();
    const answer = await requestIntent(guestIntentPayload([{ product: piece, quantity: 2 }]));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: "out_of_stock",
      error: 'Sorry, only 1 of "Last Moonstone Ring" is left in stock.',
    });
    const soldOut = await createProduct(db(), { name: "Sold Pearl Drop", stock: 0 });
    const second = await requestIntent(guestIntentPayload([{ product: soldOut, quantity: 1 }]));
    expect(second.body.error).toBe('Sorry, "Sold Pearl Drop" is out of stock.');
    expect(await db().checkoutDraft.count()).toBe(drafts);
  });

  test("an unknown product is 404 and a guest payload without an address or a valid state is 400 naming the field", async () => {
    const piece = await createProduct(db());
    const unknown = guestIntentPayload([{ product: { id: "no-such-product", name: "x" }, quantity: 1 }]);
    expect((await requestIntent(unknown)).status).toBe(404);
    const { shippingAddress: _dropped, ...noAddress } = guestIntentPayload([{ product: piece, quantity: 1 }]);
    const missing = await requestIntent(noAddress);
    expect(missing.status).toBe(400);
    expect(missing.body.details?.[0]?.path).toBe("shippingAddress");
    const badState = await requestIntent(guestIntentPayload([{ product: piece, quantity: 1 }], { state: "DC" }));
    expect(badState.status).toBe(400);
    expect(badState.body.details).toEqual([
      { path: "shippingAddress.state", message: "State must be one of the 50 US states, e.g. CA" },
    ]);
  });

  test("the same cart submitted twice gets the same intent back; a changed cart gets a new one", async () => {
    const piece = await createProduct(db(), { stock: 4 });
    const payload = guestIntentPayload([{ product: piece, quantity: 1 }], { email: "twice@example.test" });
    const browser = guestBrowser();
    const first = await requestIntent(payload, undefined, browser);
    const second = await requestIntent(payload, undefined, browser);
    expect(second.body.data.paymentIntentId).toBe(first.body.data.paymentIntentId);
    expect(second.body.data.clientSecret).toBe(first.body.data.clientSecret);
    const changed = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 2 }], { email: "twice@example.test" }),
      undefined,
      browser,
    );
    expect(changed.body.data.paymentIntentId).not.toBe(first.body.data.paymentIntentId);
    expect(await db().checkoutDraft.count({ where: { email: "twice@example.test" } })).toBe(2);
  });

  test("the same cart submitted five times at once makes one intent and one draft", async () => {
    const piece = await createProduct(db(), { stock: 4 });
    const payload = guestIntentPayload([{ product: piece, quantity: 1 }], { email: "double-click@example.test" });
    const browser = guestBrowser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => requestIntent(payload, undefined, browser)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data.paymentIntentId)).size).toBe(1);
    expect(await db().checkoutDraft.count({ where: { email: "double-click@example.test" } })).toBe(1);
  });

  test("a member pays for their server cart, shipped to their own address, with that address's tax", async () => {
    const member = await createUser(db());
    const address = await saveAddress(db(), member.id, "NY");
    const piece = await createProduct(db(), { priceCents: 2_500, stock: 5 });
    await fillCart(db(), member.id, [{ product: piece, quantity: 2 }]);
    const body = {
      userId: "someone-else",
      metadata: { shipping_address_id: address.id, user_id: "someone-else" },
      shippingInfo: { method: "priority", cost: 0, taxAmount: 0 },
    };
    const answer = await requestIntent(body, member.accessToken);
    expect(answer.status).toBe(200);
    // 50.00 + priority 25.00 + NY 4 % of 50.00 = 2.00
    expect(answer.body.data).toMatchObject({ amount: 7_700, subtotal: 50, shippingCost: 25, taxAmount: 2 });
    const draft = await db().checkoutDraft.findUniqueOrThrow({
      where: { paymentIntentId: answer.body.data.paymentIntentId },
    });
    expect(draft).toMatchObject({
      userId: member.id,
      email: member.email,
      shippingAddressId: address.id,
      shippingMethod: "priority",
    });
    expect(draft.shippingAddress).toMatchObject({ first_name: "Ada", state: "NY", address_line_1: "12 Garnet Lane" });
  });

  test("a member naming another member's address gets 404, the same as for a missing one", async () => {
    const member = await createUser(db());
    const other = await createUser(db());
    const theirs = await saveAddress(db(), other.id);
    const piece = await createProduct(db());
    await fillCart(db(), member.id, [{ product: piece, quantity: 1 }]);
    const payload = (id: string) => ({ metadata: { shipping_address_id: id }, shippingInfo: { method: "standard" } });
    const stolen = await requestIntent(payload(theirs.id), member.accessToken);
    const missing = await requestIntent(payload("no-such-address"), member.accessToken);
    expect([stolen.status, missing.status]).toEqual([404, 404]);
    expect(stolen.body.error).toBe(missing.body.error);
    expect(await db().checkoutDraft.count({ where: { userId: member.id } })).toBe(0);
  });

  test("a member payload without a session is 401, and a member with an empty cart is 400", async () => {
    const member = await createUser(db());
    const address = await saveAddress(db(), member.id);
    const payload = { metadata: { shipping_address_id: address.id }, shippingInfo: { method: "standard" } };
    expect((await requestIntent(payload)).status).toBe(401);
    const empty = await requestIntent(payload, member.accessToken);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Your cart is empty");
  });

  test("after a declined card the same cart keeps its intent (another card may pay it); once authorized, submitting it again is refused rather than charged twice", async () => {
    const piece = await createProduct(db(), { stock: 4 });
    const payload = guestIntentPayload([{ product: piece, quantity: 1 }], { email: "again@example.test" });
    holdEvents();
    const browser = guestBrowser();
    const first = await requestIntent(payload, undefined, browser);
    await expect(pay(first.body.data.clientSecret, CARD_DECLINED)).rejects.toMatchObject({ status: 402 });
    // Like Stripe, a declined intent stays payable: the reloaded payment step gets it back.
    expect((await requestIntent(payload, undefined, browser)).body.data.paymentIntentId).toBe(
      first.body.data.paymentIntentId,
    );
    expect(await db().checkoutDraft.count({ where: { email: "again@example.test" } })).toBe(1);

    await pay(first.body.data.clientSecret);
    const twice = await requestIntent(payload, undefined, browser);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: "already_paid",
      error: "This cart has already been paid for. Your order is being confirmed.",
    });
  });
});
