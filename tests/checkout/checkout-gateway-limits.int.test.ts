import { afterEach, describe, expect, test } from "vitest";
import { POST as checkoutReturn } from "@/app/api/checkout/return/route";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { POST as finalizeOrder } from "@/app/api/orders/route";
import { POST as memberCheckout } from "@/app/api/orders/checkout/route";
import { POST as testConfirm } from "@/app/api/payments/test/confirm/route";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute, setCookies } from "../support/api";
import { guestBrowser, guestIntentPayload, holdEvents, requestIntent, stopEventDelivery } from "../support/checkout";
import { throughProxy, trustProxies } from "../support/clients";
import { useTestDatabase } from "../support/database";
import { useFakeStripeShop } from "../support/payments";

// Gateway calls are earned (docs/decisions.md, Limits): the shop's Stripe rate limit is shared by every shopper, so no
// request may
// spend it before it proved itself, and every endpoint that can reach the gateway or write an order is limited.
describe("calls that can reach the payment gateway", { timeout: 120_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const { fake, stripeMode } = useFakeStripeShop();
  afterEach(() => {
    trustProxies(0);
    stopEventDelivery();
  });

  const returnFrom = (body: unknown, address: string) =>
    callRoute<{ id: string }>(
      checkoutReturn,
      apiRequest("POST", "/api/checkout/return", { origin: ORIGIN, body, headers: throughProxy(address) }),
    );

  test("1,000 forged return calls make no gateway call, and are answered 404 then 429, quickly", () =>
    stripeMode(async () => {
      trustProxies(1);
      const piece = await createProduct(db(), { priceCents: 3_000, stock: 2 });
      const intent = await requestIntent(
        guestIntentPayload([{ product: piece, quantity: 1 }], { email: "victim@example.test" }),
      );
      expect(intent.status).toBe(200);
      const { paymentIntentId, clientSecret } = intent.body.data;
      const callsBefore = fake().calls.length;

      const statuses: number[] = [];
      let slowestMs = 0;
      for (let i = 0; i < 1_000; i += 1) {
        // The known intent with a wrong secret (of the right length, and a prefix of the right one), or an unknown
        // intent.
        const forged =
          i % 2 === 0
            ? { paymentIntentId, clientSecret: `${clientSecret.slice(0, -1)}${clientSecret.endsWith("0") ? "1" : "0"}` }
            : { paymentIntentId: `pi_forged_${i}`, clientSecret: `pi_forged_${i}_secret_x` };
        const started = performance.now();
        statuses.push((await returnFrom(forged, "203.0.113.9")).status);
        slowestMs = Math.max(slowestMs, performance.now() - started);
      }

      expect(fake().calls.length).toBe(callsBefore);
      expect(new Set(statuses)).toEqual(new Set([404, 429]));
      // The client's 100 in 10 minutes, then refusals that read nothing but the counter.
      expect(statuses.filter((status) => status === 404)).toHaveLength(100);
      // Each answer costs a database round trip or two, never a wait on the gateway (whose calls time out after 20 s
      // and are retried): even on a loaded machine, none takes a second.
      expect(slowestMs).toBeLessThan(1_000);
      expect(await db().order.count({ where: { paymentIntentId } })).toBe(0);

      // The buyer, from her own address, is not shut out by the flood: her secret reaches the gateway and the
      // payment's state is answered (not paid yet).
      const real = await returnFrom({ paymentIntentId, clientSecret }, "198.51.100.4");
      expect(real.status).toBe(402);
      expect(fake().calls.length).toBeGreaterThan(callsBefore);
    }));

  test("Stripe's own 429 is answered 503 with Retry-After, after one call to Stripe and no retry", () =>
    stripeMode(async () => {
      const piece = await createProduct(db(), { priceCents: 3_000, stock: 2 });
      const intent = await requestIntent(
        guestIntentPayload([{ product: piece, quantity: 1 }], { email: "busy@example.test" }),
      );
      const { paymentIntentId, clientSecret } = intent.body.data;
      fake().rateLimitNext(`/v1/payment_intents/${paymentIntentId}`, 5);
      const callsBefore = fake().calls.length;

      const answer = await returnFrom({ paymentIntentId, clientSecret }, "203.0.113.10");
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe("payment_service_busy");
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(fake().calls.length - callsBefore).toBe(1);
    }));

  test("a member's completion calls are limited per client: the 31st in 10 minutes is 429, before the draft is read", async () => {
    trustProxies(1);
    const member = await createUser(db());
    const address = throughProxy("203.0.113.11");
    const answers = [];
    for (let i = 0; i < 31; i += 1) {
      const call =
        i % 2 === 0
          ? callRoute(
              finalizeOrder,
              apiRequest("POST", "/api/orders", { origin: ORIGIN, token: member.accessToken, headers: address }),
            )
          : callRoute(
              memberCheckout,
              apiRequest("POST", "/api/orders/checkout", {
                origin: ORIGIN,
                token: member.accessToken,
                headers: address,
                body: { paymentIntentId: "pi_unknown" },
              }),
            );
      answers.push(await call);
    }
    expect(answers.slice(0, 30).map((answer) => answer.status)).toEqual(
      Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? 409 : 404)),
    );
    expect(answers[30]?.status).toBe(429);
    expect(Number(answers[30]?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("a draft's gateway calls are limited once the caller proved it theirs; other drafts and strangers' guesses are untouched", async () => {
    trustProxies(1);
    holdEvents();
    const piece = await createProduct(db(), { priceCents: 1_500, stock: 3 });
    const email = "patient@example.test";
    const intent = await requestIntent(guestIntentPayload([{ product: piece, quantity: 1 }], { email }));
    const { paymentIntentId } = intent.body.data;
    const complete = (body: { email: string; paymentIntentId: string }, address: string) =>
      callRoute(
        guestCheckout,
        apiRequest("POST", "/api/guest/checkout", { origin: ORIGIN, body, headers: throughProxy(address) }),
      );

    // A stranger with the intent id but another email: 404s that do not count against the draft.
    for (let i = 0; i < 20; i += 1)
      expect((await complete({ email: "stranger@example.test", paymentIntentId }, "203.0.113.12")).status).toBe(404);
    // The buyer's page asking again and again (from many addresses, so only the draft's limit applies): 60, then 429.
    const statuses = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push((await complete({ email, paymentIntentId }, `198.51.100.${i + 1}`)).status);
    expect(statuses.slice(0, 60).every((status) => status === 402)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  test("the test gateway's card form is limited per client (31st: 429) and per intent (11th: 429)", async () => {
    trustProxies(1);
    const piece = await createProduct(db(), { priceCents: 1_500, stock: 3 });
    const intent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "cards@example.test" }),
    );
    const confirm = (clientSecret: string, address: string) =>
      callRoute(
        testConfirm,
        apiRequest("POST", "/api/payments/test/confirm", {
          origin: ORIGIN,
          body: { clientSecret, cardNumber: "4000 0000 0000 0002" },
          headers: throughProxy(address),
        }),
      );

    const perIntent = [];
    for (let i = 0; i < 11; i += 1)
      perIntent.push((await confirm(intent.body.data.clientSecret, `198.51.100.${i + 1}`)).status);
    expect(perIntent).toEqual([...Array.from({ length: 10 }, () => 402), 429]);

    const perClient = [];
    for (let i = 0; i < 31; i += 1) perClient.push((await confirm(`pi_guess_${i}_secret_x`, "203.0.113.13")).status);
    expect(perClient).toEqual([...Array.from({ length: 30 }, () => 404), 429]);
  });
});

describe("a guest's new checkout", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  afterEach(() => stopEventDelivery());

  test("never closes another browser's open checkout, even with the same email; it replaces this browser's own", async () => {
    holdEvents();
    const piece = await createProduct(db(), { priceCents: 2_000, stock: 5 });
    const hers = guestBrowser();
    const mine = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "maker@example.test" }),
      undefined,
      hers,
    );
    expect(mine.status).toBe(200);

    // A stranger types her email into their own browser, twice, with the same cart and address as hers.
    const stranger = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "maker@example.test" }),
    );
    const strangerCookie = setCookies(stranger.headers).get("atelier_checkout_browser");
    expect(strangerCookie).toContain("HttpOnly");
    expect(stranger.body.data.paymentIntentId).not.toBe(mine.body.data.paymentIntentId);
    expect(stranger.body.data.clientSecret).not.toBe(mine.body.data.clientSecret);
    await requestIntent(guestIntentPayload([{ product: piece, quantity: 2 }], { email: "MAKER@example.test" }));
    const draftOf = (paymentIntentId: string) => db().checkoutDraft.findUniqueOrThrow({ where: { paymentIntentId } });
    expect((await draftOf(mine.body.data.paymentIntentId)).status).toBe("open");

    // Her own browser changing its cart replaces her earlier checkout, as before; a known browser gets no new cookie.
    const changed = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 3 }], { email: "maker@example.test" }),
      undefined,
      hers,
    );
    expect(setCookies(changed.headers).has("atelier_checkout_browser")).toBe(false);
    expect(await draftOf(mine.body.data.paymentIntentId)).toMatchObject({ status: "closed", closedReason: "replaced" });
    expect((await draftOf(changed.body.data.paymentIntentId)).status).toBe("open");
  });
});
