import { describe, expect, test } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as addToCart } from "@/app/api/cart/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { JSON_BODY_LIMIT_BYTES } from "@/lib/http/body";
import { WEBHOOK_BODY_LIMIT_BYTES } from "@/lib/payments/webhooks/body-limit";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { ORIGIN, callRoute, noParams } from "../support/api";
import { meteredBody, streamingRequest } from "../support/bodies";
import { useTestDatabase } from "../support/database";

const TWENTY_MB = 20 * 1024 * 1024;
const CHUNK = 64 * 1024;

describe("request bodies", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();

  /** Everything a refused request could have written. */
  async function writes() {
    const [users, outbox, counters, events, cart] = await Promise.all([
      db().user.count(),
      db().emailOutbox.count(),
      db().rateLimitCounter.count(),
      db().processedWebhookEvent.count(),
      db().cartItem.count(),
    ]);
    return { users, outbox, counters, events, cart };
  }

  test.each([
    { name: "register", url: "/api/auth/register", handler: register, cap: JSON_BODY_LIMIT_BYTES },
    { name: "login", url: "/api/auth/login", handler: login, cap: JSON_BODY_LIMIT_BYTES },
    { name: "webhook", url: "/api/payments/webhook", handler: webhook, cap: WEBHOOK_BODY_LIMIT_BYTES },
  ])(
    "20 MB sent chunked to $url is cut off just past the cap with 413, and nothing changes",
    async ({ url, handler, cap }) => {
      const before = await writes();
      const body = meteredBody(TWENTY_MB, CHUNK);
      const answer = await callRoute(
        handler,
        streamingRequest(`${ORIGIN}${url}`, body, { "content-type": "application/json", origin: ORIGIN }),
      );
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ success: false, code: "payload_too_large" });
      expect(body.pulled()).toBeGreaterThan(cap);
      expect(body.pulled()).toBeLessThanOrEqual(cap + CHUNK);
      expect(await writes()).toEqual(before);
    },
  );

  test.each([
    { url: "/api/auth/register", handler: register },
    { url: "/api/payments/webhook", handler: webhook },
  ])("20 MB declared in Content-Length to $url is refused with 413 before a byte is read", async ({ url, handler }) => {
    const before = await writes();
    const body = meteredBody(TWENTY_MB, CHUNK);
    const headers = { "content-type": "application/json", "content-length": String(TWENTY_MB), origin: ORIGIN };
    const answer = await callRoute(handler, streamingRequest(`${ORIGIN}${url}`, body, headers));
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBe(0);
    expect(await writes()).toEqual(before);
  });

  test("a body that lies about its length (small declared, large sent) is still cut off at the cap", async () => {
    const body = meteredBody(TWENTY_MB, CHUNK);
    const headers = { "content-type": "application/json", "content-length": "20", origin: ORIGIN };
    const answer = await callRoute(register, streamingRequest(`${ORIGIN}/api/auth/register`, body, headers));
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(JSON_BODY_LIMIT_BYTES + CHUNK);
  });

  test.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=b", "text/html"])(
    "JSON endpoints answer 415 to %s and change nothing",
    async (type) => {
      const member = await createUser(db());
      const piece = await createProduct(db());
      const before = await writes();
      const send = (url: string, body: string, headers: Record<string, string> = {}) =>
        new Request(`${ORIGIN}${url}`, {
          method: "POST",
          body,
          headers: { "content-type": type, origin: ORIGIN, ...headers },
        });
      const answers = await Promise.all([
        callRoute(
          register,
          send(
            "/api/auth/register",
            JSON.stringify({ name: "Eve", email: "eve@example.test", password: "Garnet&Gold42" }),
          ),
        ),
        callRoute(login, send("/api/auth/login", `email=${member.email}&password=x`)),
        callRoute(
          addToCart,
          send("/api/cart", JSON.stringify({ productId: piece.id, quantity: 1 }), {
            authorization: `Bearer ${member.accessToken}`,
          }),
        ),
        callRoute(webhook, send("/api/payments/webhook", "{}", { "stripe-signature": "t=1,v1=x" })),
      ]);
      for (const answer of answers)
        expect(answer).toMatchObject({ status: 415, body: { code: "unsupported_media_type" } });
      expect(await writes()).toEqual(before);
    },
  );

  test("a JSON body declared with a charset is accepted", async () => {
    const request = new Request(`${ORIGIN}/api/auth/login`, {
      method: "POST",
      body: JSON.stringify({ email: "nobody@example.test", password: "Wrong+Password1" }),
      headers: { "content-type": "application/json; charset=utf-8", origin: ORIGIN },
    });
    expect((await login(request, noParams)).status).toBe(401);
  });
});
