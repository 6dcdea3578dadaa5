import { afterAll, describe, expect, test } from "vitest";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { useTestDatabase } from "../support/database";
import { fillCart, guestIntentPayload, requestIntent, saveAddress, stopEventDelivery } from "../support/checkout";

const HOUR = 60 * 60 * 1000;

describe("POST /api/payments/create-payment-intent with a discount code", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  afterAll(() => stopEventDelivery());

  let codes = 0;
  /** A code of the admin's, under a name no other test uses. */
  function makeCode(terms: Partial<Prisma.DiscountCodeCreateInput> = {}) {
    codes += 1;
    return db().discountCode.create({ data: { code: `TEST-${codes}`, percentOff: 10, ...terms } });
  }

  test("a guest's code, typed in lower case, takes 25% off the subtotal; tax is on what remains, shipping unchanged", async () => {
    const code = await makeCode({ percentOff: 25 });
    const ring = await createProduct(db(), { priceCents: 4_000, stock: 3 });
    const payload = {
      ...guestIntentPayload([{ product: ring, quantity: 2 }], { state: "CA", method: "express" }),
      discountCode: ` ${code.code.toLowerCase()} `,
    };
    const answer = await requestIntent(payload);
    expect(answer.status).toBe(200);
    // 80.00 − 25% = 60.00; CA 7.25 % of 60.00 = 4.35; express 15.00: 79.35
    expect(answer.body.data).toMatchObject({
      subtotal: 80,
      discount: 20,
      discountCode: code.code,
      taxAmount: 4.35,
      shippingCost: 15,
      total: 79.35,
      amount: 7_935,
    });
    const draft = await db().checkoutDraft.findUniqueOrThrow({
      where: { paymentIntentId: answer.body.data.paymentIntentId },
    });
    expect(draft).toMatchObject({
      subtotalCents: 8_000,
      discountCents: 2_000,
      discountCode: code.code,
      taxCents: 435,
      totalCents: 7_935,
    });
    expect((await db().testPaymentIntent.findUniqueOrThrow({ where: { id: draft.paymentIntentId } })).amount).toBe(
      7_935,
    );
    // Pricing a code does not use it: only a written order counts.
    expect((await db().discountCode.findUniqueOrThrow({ where: { id: code.id } })).redemptionCount).toBe(0);
  });

  test("a member's amount-off code: $10 off a $30 piece by priority to California", async () => {
    const code = await makeCode({ percentOff: null, amountOffCents: 1_000, minSubtotalCents: 3_000 });
    const member = await createUser(db());
    const address = await saveAddress(db(), member.id, "CA");
    const piece = await createProduct(db(), { priceCents: 3_000, stock: 2 });
    await fillCart(db(), member.id, [{ product: piece, quantity: 1 }]);
    const body = {
      metadata: { shipping_address_id: address.id },
      shippingInfo: { method: "priority" },
      discountCode: code.code.toLowerCase(),
    };
    const answer = await requestIntent(body, member.accessToken);
    expect(answer.status).toBe(200);
    // 30.00 − 10.00 = 20.00; tax 7.25 % = 1.45; priority 25.00: 46.45
    expect(answer.body.data).toMatchObject({
      subtotal: 30,
      discount: 10,
      discountCode: code.code,
      taxAmount: 1.45,
      shippingCost: 25,
      total: 46.45,
    });
  });

  test("without a code the answer says so: discount 0, discountCode null", async () => {
    const ring = await createProduct(db(), { priceCents: 4_000, stock: 3 });
    const answer = await requestIntent({
      ...guestIntentPayload([{ product: ring, quantity: 1 }], { state: "OR" }),
      discountCode: "",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ subtotal: 40, discount: 0, discountCode: null, total: 40 });
  });

  test("a discount never takes the total below $0.50, and never more than the subtotal", async () => {
    const code = await makeCode({ percentOff: null, amountOffCents: 10_000 });
    const piece = await createProduct(db(), { priceCents: 3_000, stock: 5 });
    const free = await requestIntent({
      ...guestIntentPayload([{ product: piece, quantity: 1 }], { state: "CA", method: "standard" }),
      discountCode: code.code,
    });
    // Standard shipping is free: $29.50 off leaves 0.50, plus 7.25 % tax (0.036… → 0.04).
    expect(free.body.data).toMatchObject({
      subtotal: 30,
      discount: 29.5,
      taxAmount: 0.04,
      shippingCost: 0,
      total: 0.54,
    });
    const express = await requestIntent({
      ...guestIntentPayload([{ product: piece, quantity: 1 }], {
        state: "CA",
        method: "express",
        email: "other@example.test",
      }),
      discountCode: code.code,
    });
    // With shipping to pay, the whole subtotal goes; no tax on nothing; shipping stays.
    expect(express.body.data).toMatchObject({ subtotal: 30, discount: 30, taxAmount: 0, shippingCost: 15, total: 15 });
  });

  test.each([
    ["an unknown code", () => Promise.resolve({ code: "NO-SUCH-CODE" }), "This code does not exist."],
    ["a code switched off", () => makeCode({ active: false }), "This code is no longer active."],
    [
      "a code that has not started",
      () => makeCode({ startsAt: new Date(Date.now() + HOUR) }),
      "This code has not started yet.",
    ],
    ["a code that has ended", () => makeCode({ endsAt: new Date(Date.now() - HOUR) }), "This code has ended."],
    ["a code used up", () => makeCode({ maxRedemptions: 2, redemptionCount: 2 }), "This code has been used up."],
    [
      "a code under its minimum",
      () => makeCode({ minSubtotalCents: 10_000 }),
      "This code needs a subtotal of at least $100.00.",
    ],
    ["a code ill-formed", () => Promise.resolve({ code: "!!" }), "This code does not exist."],
  ])("%s is refused with 400 invalid_discount_code saying why, and nothing is opened", async (_, make, message) => {
    const code = await make();
    const ring = await createProduct(db(), { priceCents: 4_000, stock: 3 });
    const drafts = await db().checkoutDraft.count();
    const answer = await requestIntent({
      ...guestIntentPayload([{ product: ring, quantity: 2 }], { state: "CA" }),
      discountCode: code.code.toLowerCase(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: "invalid_discount_code",
      error: message,
      details: [{ path: "discountCode", message }],
    });
    expect(await db().checkoutDraft.count()).toBe(drafts);
  });
});
