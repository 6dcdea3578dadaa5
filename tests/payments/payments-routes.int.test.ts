import { describe, expect, test } from "vitest";
import { GET as getConfig } from "@/app/api/payments/config/route";
import { POST as confirm } from "@/app/api/payments/test/confirm/route";
import { getPaymentGateway } from "@/lib/payments/gateway";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { useCapturedWebhooks, withPaymentEnv } from "../support/payments";

const confirmRequest = (body: unknown) => apiRequest("POST", "/api/payments/test/confirm", { origin: ORIGIN, body });

async function newIntent(key: string) {
  return getPaymentGateway().createIntent({
    amount: 2_500,
    currency: "usd",
    metadata: { draft_id: key },
    idempotencyKey: key,
  });
}

describe("GET /api/payments/config", () => {
  test("tells the browser the test gateway runs, with no publishable key and the shop's colours", async () => {
    const answer = await callRoute(getConfig, apiRequest("GET", "/api/payments/config", { origin: ORIGIN }));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      mode: "test",
      publishableKey: null,
      appearance: { theme: "stripe", variables: { colorPrimary: "#8c3b4e" } },
    });
  });

  test("in Stripe mode gives Stripe's publishable key", async () => {
    await withPaymentEnv(
      {
        STRIPE_SECRET_KEY: "sk_test_123",
        STRIPE_PUBLISHABLE_KEY: "pk_test_456",
        STRIPE_WEBHOOK_SECRET: "whsec_test_789",
      },
      async () => {
        const answer = await callRoute(getConfig, apiRequest("GET", "/api/payments/config", { origin: ORIGIN }));
        expect(answer.body.data).toMatchObject({ mode: "stripe", publishableKey: "pk_test_456" });
      },
    );
  });
});

describe("POST /api/payments/test/confirm", () => {
  useTestDatabase();
  const webhooks = useCapturedWebhooks();

  test("a buyer paying with 4242 4242 4242 4242 gets requires_capture (authorized) and the intent's id", async () => {
    const intent = await newIntent("route-ok");
    const answer = await callRoute(
      confirm,
      confirmRequest({ clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242" }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { status: "requires_capture", paymentIntentId: intent.id } });
    expect(webhooks).toHaveLength(1);
  });

  test.each([
    ["4000 0000 0000 0002", "Your card was declined.", "card_declined"],
    ["4000000000009995", "Your card has insufficient funds.", "insufficient_funds"],
  ])("a buyer paying with %s gets 402 with %j", async (cardNumber, error, code) => {
    const intent = await newIntent(`route-${cardNumber}`);
    const answer = await callRoute(confirm, confirmRequest({ clientSecret: intent.clientSecret, cardNumber }));
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ success: false, error, code });
    expect((await getPaymentGateway().retrieveIntent(intent.id)).status).toBe("requires_payment_method");
  });

  test("a number that is no test card gets 400 naming cardNumber", async () => {
    const intent = await newIntent("route-invalid");
    const answer = await callRoute(confirm, confirmRequest({ clientSecret: intent.clientSecret, cardNumber: "1234" }));
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: "cardNumber", message: "Your card number is invalid." }]);
  });

  test.each([
    ["clientSecret", { cardNumber: "4242424242424242" }],
    ["cardNumber", { clientSecret: "pi_x_secret_y" }],
    ["cardNumber", { clientSecret: "pi_x_secret_y", cardNumber: "   " }],
  ])("a request without %s gets 400 naming that field", async (field, body) => {
    const answer = await callRoute(confirm, confirmRequest(body));
    expect(answer.status).toBe(400);
    expect(answer.body.details?.map((detail) => detail.path)).toContain(field);
  });

  test("an unknown client secret gets 404", async () => {
    const answer = await callRoute(
      confirm,
      confirmRequest({ clientSecret: "pi_unknown_secret_unknown", cardNumber: "4242424242424242" }),
    );
    expect(answer.status).toBe(404);
  });

  test("paying an intent twice gets 409 the second time", async () => {
    const intent = await newIntent("route-twice");
    await callRoute(confirm, confirmRequest({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242" }));
    const again = await callRoute(
      confirm,
      confirmRequest({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242" }),
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("payment_intent_unexpected_state");
  });

  test("does not exist while Stripe takes the payments: 404, even for a valid-looking body", async () => {
    const intent = await newIntent("route-stripe-mode");
    await withPaymentEnv(
      {
        PAYMENTS: "stripe",
        STRIPE_SECRET_KEY: "sk_test_123",
        STRIPE_PUBLISHABLE_KEY: "pk_test_456",
        STRIPE_WEBHOOK_SECRET: "whsec_test_789",
      },
      async () => {
        const answer = await callRoute(
          confirm,
          confirmRequest({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242" }),
        );
        expect(answer.status).toBe(404);
      },
    );
    expect((await getPaymentGateway().retrieveIntent(intent.id)).status).toBe("requires_payment_method");
  });
});
