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

  const input = { amount: 6_755, currency: "usd" as const, metadata: { draft_id: "draft_1", user_id: "user_1" }, idempotencyKey: "checkout:abc" };

  test("creates a PaymentIntent with the server's amount, usd, automatic payment methods, metadata and the idempotency key", async () => {
    const intent = await gateway.createIntent(input);
    expect(intent).toMatchObject({ amount: 6_755, currency: "usd", status: "requires_payment_method", metadata: input.metadata, amountRefunded: 0 });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const [call] = fake.calls;
    expect(call).toMatchObject({ method: "POST", path: "/v1/payment_intents" });
    expect(call?.form).toEqual({
      amount: "6755",
      currency: "usd",
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

  test("retrieves an intent by id, asking Stripe to expand its charge", async () => {
    const created = await gateway.createIntent({ ...input, idempotencyKey: "checkout:retrieve" });
    fake.succeed(created.id);
    expect(await gateway.retrieveIntent(created.id)).toMatchObject({ id: created.id, status: "succeeded", amount: 6_755 });
    const call = fake.calls.at(-1);
    expect(call).toMatchObject({ method: "GET", path: `/v1/payment_intents/${created.id}` });
    expect(call?.query.get("expand[0]")).toBe("latest_charge");
  });

  test("an unknown intent is 404", async () => {
    await expect(gateway.retrieveIntent("pi_missing")).rejects.toMatchObject({ status: 404, code: "payment_not_found" });
  });

  test("cancels an unpaid intent; cancelling again answers the cancelled intent; a paid one is 409", async () => {
    const unpaid = await gateway.createIntent({ ...input, idempotencyKey: "checkout:cancel" });
    expect((await gateway.cancelIntent(unpaid.id)).status).toBe("canceled");
    expect(fake.calls.at(-1)).toMatchObject({ method: "POST", path: `/v1/payment_intents/${unpaid.id}/cancel` });
    expect((await gateway.cancelIntent(unpaid.id)).status).toBe("canceled");
    const paid = await gateway.createIntent({ ...input, idempotencyKey: "checkout:cancel-paid" });
    fake.succeed(paid.id);
    await expect(gateway.cancelIntent(paid.id)).rejects.toMatchObject({ status: 409, code: "payment_intent_unexpected_state" });
  });

  test("refunds a paid intent in full through POST /v1/refunds, keyed so a retry never refunds twice", async () => {
    const paid = await gateway.createIntent({ ...input, idempotencyKey: "checkout:refund" });
    fake.succeed(paid.id);
    expect(await gateway.refundIntent(paid.id)).toMatchObject({ id: paid.id, status: "succeeded", amountRefunded: 6_755 });
    const refundCall = fake.calls.find((call) => call.path === "/v1/refunds");
    expect(refundCall?.form).toEqual({ payment_intent: paid.id });
    expect(refundCall?.headers["idempotency-key"]).toBe(`refund:${paid.id}`);
  });

  test("an unpaid intent cannot be refunded: 409", async () => {
    const unpaid = await gateway.createIntent({ ...input, idempotencyKey: "checkout:refund-unpaid" });
    await expect(gateway.refundIntent(unpaid.id)).rejects.toMatchObject({ status: 409 });
  });

  test("PAYMENTS=stripe with STRIPE_API_URL sends the shop's calls to that address", async () => {
    await withPaymentEnv({ STRIPE_SECRET_KEY: "sk_test_env", STRIPE_PUBLISHABLE_KEY: "pk_test_env", STRIPE_API_URL: fake.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, async () => {
      const fromEnv = getPaymentGateway();
      expect(fromEnv.mode).toBe("stripe");
      await fromEnv.createIntent({ ...input, idempotencyKey: "checkout:env" });
      expect(fake.calls.at(-1)?.headers.authorization).toBe("Bearer sk_test_env");
    });
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
    const sign = (body: string, secret = WEBHOOK_SECRET, timestamp?: number) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });

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
          },
        },
      });
    });

    test.each([
      ["signed with another secret", () => sign(payload, "whsec_wrong")],
      ["missing", () => null],
      ["empty", () => ""],
      ["stale (six minutes old)", () => sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 360)],
    ])("a signature %s is rejected with 400", (_label, header) => {
      expect(() => gateway.verifyWebhook(payload, header())).toThrow(expect.objectContaining({ status: 400, code: "invalid_signature" }));
    });

    test("an altered body is rejected with 400", () => {
      const altered = payload.replace('"amount":6755', '"amount":1');
      expect(() => gateway.verifyWebhook(altered, sign(payload))).toThrow(expect.objectContaining({ status: 400, code: "invalid_signature" }));
    });
  });
});
