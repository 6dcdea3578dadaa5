import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { getPaymentGateway, type PaymentGateway } from "@/lib/payments/gateway";
import { createStripeGateway } from "@/lib/payments/stripe-gateway";
import { withPaymentEnv } from "../support/payments";
import { startFakeStripe, type FakeStripe } from "../support/stripe-fake";

const WEBHOOK_SECRET = "whsec_test_stripe_gateway_fixed_secret";

describe("the Stripe gateway, through the real SDK against a local fake of Stripe's API", () => {
  let fake: FakeStripe;
  let gateway: PaymentGateway;

  beforeAll(async () => {
    fake = await startFakeStripe();
    gateway = createStripeGateway({ secretKey: "sk_test_fake", webhookSecret: () => WEBHOOK_SECRET, apiUrl: fake.url });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.calls.length = 0;
  });

  const input = {
    amount: 6_755,
    currency: "usd" as const,
    metadata: { draft_id: "draft_1", user_id: "user_1" },
    idempotencyKey: "checkout:abc",
  };

  test("creates a PaymentIntent for manual capture with the server's amount, usd, automatic payment methods, metadata and the idempotency key", async () => {
    const intent = await gateway.createIntent(input);
    expect(intent).toMatchObject({
      amount: 6_755,
      currency: "usd",
      status: "requires_payment_method",
      metadata: input.metadata,
      amountRefunded: 0,
      authorizedAt: null,
    });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const [call] = fake.calls;
    expect(call).toMatchObject({ method: "POST", path: "/v1/payment_intents" });
    expect(call?.form).toEqual({
      amount: "6755",
      currency: "usd",
      capture_method: "manual",
      "automatic_payment_methods[enabled]": "true",
      "metadata[draft_id]": "draft_1",
      "metadata[user_id]": "user_1",
    });
    expect(call?.headers["idempotency-key"]).toBe("checkout:abc");
    expect(call?.headers.authorization).toBe("Bearer sk_test_fake");
  });

  test("the same idempotency key gives back the same intent", async () => {
    const first = await gateway.createIntent({ ...input, idempotencyKey: "checkout:same" });
    const second = await gateway.createIntent({ ...input, idempotencyKey: "checkout:same" });
    expect(second.id).toBe(first.id);
  });

  test("retrieves an intent by id, asking Stripe to expand its charge (which tells when the card was authorized)", async () => {
    const created = await gateway.createIntent({ ...input, idempotencyKey: "checkout:retrieve" });
    fake.authorize(created.id);
    const authorized = await gateway.retrieveIntent(created.id);
    expect(authorized).toMatchObject({ id: created.id, status: "requires_capture", amount: 6_755 });
    expect(Math.abs((authorized.authorizedAt?.getTime() ?? 0) - Date.now())).toBeLessThan(5_000);
    const call = fake.calls.at(-1);
    expect(call).toMatchObject({ method: "GET", path: `/v1/payment_intents/${created.id}` });
    expect(call?.query.get("expand[0]")).toBe("latest_charge");
  });

  test("an unknown intent is 404", async () => {
    await expect(gateway.retrieveIntent("pi_missing")).rejects.toMatchObject({
      status: 404,
      code: "payment_not_found",
    });
  });

  test("captures an authorized intent through POST /v1/payment_intents/{id}/capture with its idempotency key; a retry takes nothing twice", async () => {
    const intent = await gateway.createIntent({ ...input, idempotencyKey: "checkout:capture" });
    fake.authorize(intent.id);
    expect(await gateway.captureIntent(intent.id, "capture:draft_1")).toMatchObject({
      id: intent.id,
      status: "succeeded",
    });
    const call = fake.calls.find((entry) => entry.path === `/v1/payment_intents/${intent.id}/capture`);
    expect(call?.headers["idempotency-key"]).toBe("capture:draft_1");
    expect((await gateway.captureIntent(intent.id, "capture:draft_1")).status).toBe("succeeded");
    expect(fake.moneyMoves().captures).toBe(1);
  });

  test("an intent that was never authorized, or whose authorization lapsed, cannot be captured: 409", async () => {
    const unpaid = await gateway.createIntent({ ...input, idempotencyKey: "checkout:capture-unpaid" });
    await expect(gateway.captureIntent(unpaid.id, "capture:x")).rejects.toMatchObject({
      status: 409,
      code: "payment_intent_unexpected_state",
    });
    const lapsed = await gateway.createIntent({ ...input, idempotencyKey: "checkout:capture-lapsed" });
    fake.authorize(lapsed.id);
    fake.lapse(lapsed.id);
    await expect(gateway.captureIntent(lapsed.id, "capture:y")).rejects.toMatchObject({
      status: 409,
      code: "payment_intent_unexpected_state",
    });
  });

  test("a capture whose connection is cut (three times, beyond the SDK's retries) is an outage (503), not a refusal", async () => {
    const intent = await gateway.createIntent({ ...input, idempotencyKey: "checkout:capture-cut" });
    fake.authorize(intent.id);
    fake.dropNext("/capture", 3);
    await expect(gateway.captureIntent(intent.id, "capture:cut")).rejects.toMatchObject({
      status: 503,
      code: "payment_service_unavailable",
    });
    expect((await gateway.retrieveIntent(intent.id)).status).toBe("requires_capture");
  });

  test("cancels an unpaid or authorized intent (voiding the hold); cancelling again answers the cancelled intent; a captured one is 409", async () => {
    const unpaid = await gateway.createIntent({ ...input, idempotencyKey: "checkout:cancel" });
    expect((await gateway.cancelIntent(unpaid.id)).status).toBe("canceled");
    expect(fake.calls.at(-1)).toMatchObject({ method: "POST", path: `/v1/payment_intents/${unpaid.id}/cancel` });
    expect((await gateway.cancelIntent(unpaid.id)).status).toBe("canceled");
    const held = await gateway.createIntent({ ...input, idempotencyKey: "checkout:cancel-held" });
    fake.authorize(held.id);
    expect((await gateway.cancelIntent(held.id)).status).toBe("canceled");
    const paid = await gateway.createIntent({ ...input, idempotencyKey: "checkout:cancel-paid" });
    fake.authorize(paid.id);
    await gateway.captureIntent(paid.id, "capture:paid");
    await expect(gateway.cancelIntent(paid.id)).rejects.toMatchObject({
      status: 409,
      code: "payment_intent_unexpected_state",
    });
  });

  test("refunds part of a captured intent with an amount and the caller's key: a retry answers the same refund, found by its key too; more than remains is 409, the rest refunds what remains", async () => {
    const paid = await gateway.createIntent({ ...input, idempotencyKey: "checkout:partial" });
    fake.authorize(paid.id);
    await gateway.captureIntent(paid.id, "capture:partial");
    const before = fake.moneyMoves(paid.id).refunds;

    const first = await gateway.refundAmount(paid.id, 1_500, "order-refund:r1");
    const again = await gateway.refundAmount(paid.id, 1_500, "order-refund:r1");

    expect(first).toMatchObject({ amount: 1_500 });
    expect(first.id).toMatch(/^re_/);
    expect(again).toEqual(first);
    const call = fake.calls.find(
      (entry) => entry.path === "/v1/refunds" && entry.headers["idempotency-key"] === "order-refund:r1",
    );
    // The key is written on the refund too, where findRefund looks for it once Stripe has forgotten the key.
    expect(call?.form).toEqual({ payment_intent: paid.id, amount: "1500", "metadata[refund_key]": "order-refund:r1" });
    expect(fake.moneyMoves(paid.id).refunds).toBe(before + 1);
    expect(await gateway.findRefund(paid.id, "order-refund:r1")).toEqual(first);
    expect(await gateway.findRefund(paid.id, "order-refund:never")).toBeNull();
    await expect(gateway.refundAmount(paid.id, 6_000, "order-refund:r2")).rejects.toMatchObject({ status: 409 });
    expect(await gateway.refundAmount(paid.id, 5_255, "refund:rest")).toMatchObject({
      amount: 5_255,
      status: "succeeded",
    });
    expect(await gateway.retrieveIntent(paid.id)).toMatchObject({ amountRefunded: 6_755 });
  });

  test("an unpaid or merely authorized intent cannot be refunded: 409", async () => {
    const unpaid = await gateway.createIntent({ ...input, idempotencyKey: "checkout:refund-unpaid" });
    await expect(gateway.refundAmount(unpaid.id, 100, "refund:z")).rejects.toMatchObject({ status: 409 });
    fake.authorize(unpaid.id);
    await expect(gateway.refundAmount(unpaid.id, 100, "refund:z")).rejects.toMatchObject({ status: 409 });
  });

  test("PAYMENTS=stripe with STRIPE_API_URL sends the shop's calls to that address", async () => {
    await withPaymentEnv(
      {
        STRIPE_SECRET_KEY: "sk_test_env",
        STRIPE_PUBLISHABLE_KEY: "pk_test_env",
        STRIPE_API_URL: fake.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
      async () => {
        const fromEnv = getPaymentGateway();
        expect(fromEnv.mode).toBe("stripe");
        await fromEnv.createIntent({ ...input, idempotencyKey: "checkout:env" });
        expect(fake.calls.at(-1)?.headers.authorization).toBe("Bearer sk_test_env");
      },
    );
  });

  describe("webhook verification with signatures made by the SDK", () => {
    const payload = JSON.stringify({
      id: "evt_stripe_1",
      object: "event",
      type: "payment_intent.succeeded",
      created: 1_790_000_000,
      data: {
        object: {
          id: "pi_stripe_1",
          object: "payment_intent",
          amount: 6_755,
          currency: "usd",
          status: "succeeded",
          client_secret: "pi_stripe_1_secret_x",
          metadata: { draft_id: "draft_1" },
          last_payment_error: null,
          latest_charge: "ch_1",
        },
      },
    });
    const sign = (body: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });

    test("a good signature gives the event with the intent", () => {
      expect(gateway.verifyWebhook(payload, sign(payload))).toEqual({
        id: "evt_stripe_1",
        type: "payment_intent.succeeded",
        created: 1_790_000_000,
        data: {
          object: {
            id: "pi_stripe_1",
            clientSecret: "pi_stripe_1_secret_x",
            amount: 6_755,
            currency: "usd",
            status: "succeeded",
            metadata: { draft_id: "draft_1" },
            lastPaymentError: null,
            amountRefunded: 0,
            authorizedAt: null,
          },
          refundId: null,
        },
      });
    });

    test.each([
      ["signed with another secret", () => sign(payload, "whsec_wrong")],
      ["missing", () => null],
      ["empty", () => ""],
      ["stale (six minutes old)", () => sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 360)],
    ])("a signature %s is rejected with 400", (_label, header) => {
      expect(() => gateway.verifyWebhook(payload, header())).toThrow(
        expect.objectContaining({ status: 400, code: "invalid_signature" }),
      );
    });

    test("an altered body is rejected with 400", () => {
      const altered = payload.replace('"amount":6755', '"amount":1');
      expect(() => gateway.verifyWebhook(altered, sign(payload))).toThrow(
        expect.objectContaining({ status: 400, code: "invalid_signature" }),
      );
    });
  });
});
