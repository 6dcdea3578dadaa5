import { randomBytes } from "node:crypto";
import { createDbClient } from "../lib/db-client";
import { ensureDatabase } from "../scripts/db/embedded-postgres";
import { applyMigrations } from "../scripts/db/migrations";
import { quoteIdent, withDatabase } from "../scripts/db/pg-url";
import { runSql } from "../scripts/db/run-sql";
import { startShopServer } from "../scripts/runtime/shop-server";
import { createProduct } from "../tests/factories/products";
import { expect, test } from "./fixtures";
import { extractVerificationCode, waitForEmail } from "./helpers/mail";
import { uniqueTag } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";

type Answer = { status: number; requestId: string | null; data: Record<string, unknown> };
type Sent = { method: string; path: string; status: number; requestId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function required(name: "DATABASE_URL" | "MAIL_SMTP_URL"): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts`);
  return value;
}

function text(value: unknown): string {
  if (typeof value !== "string") throw new Error(`expected a string, got ${JSON.stringify(value)}`);
  return value;
}

// The whole output of a production server of its own (the suite's build, its own database, every log level), kept
// from its first line to its exit: a member signs up, verifies, signs in, renews the session, resets the password
// and pays (a declined card, then one that is authorized), and a page is rendered with the session cookie. Then
// the output is searched for every secret the run used. A server of its own, rather than the suite's shared one:
// its output is complete only once it has exited, every secret in it is one this test made, and nothing another
// spec does can add or hide a line.
test("the server's log holds no secret of a member's whole journey, and every API answer's X-Request-Id names its line", async ({
  page,
  context,
}, testInfo) => {
  test.slow();

  const suiteUrl = required("DATABASE_URL");
  const database = `atelier_e2e_logs_${randomBytes(4).toString("hex")}`;
  await ensureDatabase(suiteUrl, database);
  const databaseUrl = withDatabase(suiteUrl, database);
  await applyMigrations(databaseUrl);
  const db = createDbClient(databaseUrl, 2);

  const secrets = {
    AUTH_SECRET: `logs-auth-${randomBytes(24).toString("hex")}`,
    STRIPE_WEBHOOK_SECRET: `whsec_logs_${randomBytes(16).toString("hex")}`,
    password: `First-${randomBytes(4).toString("hex")}!A1`,
    wrongPassword: `Wrong-${randomBytes(4).toString("hex")}!B2`,
    newPassword: `Second-${randomBytes(4).toString("hex")}!C3`,
    cardNumber: "4242 4242 4242 4242",
    cardDigits: "4242424242424242",
    declinedCard: "4000 0000 0000 0002",
  };
  const found: Record<string, string> = {};
  let output = "";
  const server = await startShopServer({
    databaseUrl,
    authSecret: secrets.AUTH_SECRET,
    smtpUrl: required("MAIL_SMTP_URL"),
    build: false,
    // Every line the shop can write, and a proxy in front whose request ids it takes.
    env: { LOG_LEVEL: "trace", TRUSTED_PROXY: "1", STRIPE_WEBHOOK_SECRET: secrets.STRIPE_WEBHOOK_SECRET },
    output: (chunk) => (output += chunk),
  });
  const sent: Sent[] = [];

  async function call(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { origin: server.baseUrl, ...options.headers };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const requestId = response.headers.get("x-request-id");
    sent.push({ method, path: path.split("?")[0] ?? path, status: response.status, requestId });
    const answer = (await response.json()) as { data?: Record<string, unknown> };
    return { status: response.status, requestId, data: answer.data ?? {} };
  }

  try {
    const email = `logs-${uniqueTag()}@example.test`;
    const piece = await createProduct(db, { priceCents: 2_000, stock: 3 });

    // Sign up and verify with the emailed code.
    const since = new Date();
    expect(
      (await call("POST", "/api/auth/register", { body: { name: "Log Reader", email, password: secrets.password } }))
        .status,
    ).toBe(202);
    found.verificationCode = extractVerificationCode(await waitForEmail(email, { since }));
    expect(
      (await call("POST", "/api/auth/verify-email", { body: { email, token: found.verificationCode } })).status,
    ).toBe(200);

    // A wrong password, then the right one; the session is renewed once.
    expect((await call("POST", "/api/auth/login", { body: { email, password: secrets.wrongPassword } })).status).toBe(
      401,
    );
    const login = await call("POST", "/api/auth/login", { body: { email, password: secrets.password } });
    expect(login.status).toBe(200);
    found.firstRefreshToken = text(login.data.refreshToken);
    const renewed = await call("POST", "/api/auth/refresh", { body: { refreshToken: found.firstRefreshToken } });
    found.accessToken = text(renewed.data.accessToken);
    found.refreshToken = text(renewed.data.refreshToken);
    expect((await call("GET", "/api/auth/me", { token: found.accessToken })).status).toBe(200);

    // Forgot password: a wrong code, then the mailed one, then a sign-in with the new password.
    const resetSince = new Date();
    expect((await call("POST", "/api/auth/forgot-password", { body: { email } })).status).toBe(202);
    found.resetCode = extractVerificationCode(
      await waitForEmail(email, { subject: "password reset code", since: resetSince }),
    );
    const wrongCode = found.resetCode === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    expect(
      (
        await call("POST", "/api/auth/reset-password", {
          body: { email, token: wrongCode, newPassword: secrets.newPassword },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call("POST", "/api/auth/reset-password", {
          body: { email, token: found.resetCode, newPassword: secrets.newPassword },
        })
      ).status,
    ).toBe(200);
    const again = await call("POST", "/api/auth/login", { body: { email, password: secrets.newPassword } });
    found.memberToken = text(again.data.accessToken);
    found.memberRefreshToken = text(again.data.refreshToken);

    // A member's checkout through the test gateway: the card is declined once, then authorized and captured.
    const member = { token: found.memberToken };
    const address = await call("POST", "/api/addresses", {
      ...member,
      body: {
        first_name: "Log",
        last_name: "Reader",
        address_line_1: "1 Quiet Lane",
        city: "Portland",
        state: "OR",
        postal_code: "97201",
        phone: "503-555-0100",
      },
    });
    expect((await call("POST", "/api/cart", { ...member, body: { productId: piece.id, quantity: 1 } })).status).toBe(
      200,
    );
    const intent = await call("POST", "/api/payments/create-payment-intent", {
      ...member,
      body: { metadata: { shipping_address_id: text(address.data.id) }, shippingInfo: { method: "standard" } },
    });
    found.clientSecret = text(intent.data.clientSecret);
    expect(
      (
        await call("POST", "/api/payments/test/confirm", {
          body: { clientSecret: found.clientSecret, cardNumber: secrets.declinedCard },
        })
      ).status,
    ).toBe(402);
    expect(
      (
        await call("POST", "/api/payments/test/confirm", {
          body: { clientSecret: found.clientSecret, cardNumber: secrets.cardNumber },
        })
      ).status,
    ).toBe(200);
    const order = await call("POST", "/api/orders/checkout", {
      ...member,
      body: { paymentIntentId: text(intent.data.paymentIntentId) },
    });
    expect(order.data.status).toBe("processing");

    // A forged webhook, a request id from the proxy, one that is not an id, and a member page with the cookie.
    expect(
      (
        await call("POST", "/api/payments/webhook", {
          body: { type: "payment_intent.succeeded" },
          headers: { "stripe-signature": "t=1,v1=forged" },
        })
      ).status,
    ).toBe(400);
    const proxied = await call("GET", "/api/products/categories", {
      headers: { "x-request-id": "0f4c1d2e3b4a59687766554433221100" },
    });
    expect(proxied.requestId).toBe("0f4c1d2e3b4a59687766554433221100");
    expect((await call("GET", "/api/health", { headers: { "x-request-id": "not an id" } })).requestId).toMatch(UUID);
    await signInWithToken(context, server.baseUrl, found.memberToken);
    const accountPage = await page.goto(`${server.baseUrl}/account`);
    expect(accountPage?.status()).toBe(200);
    expect(accountPage?.headers()["x-request-id"]).toMatch(UUID);
    await expect(page.getByRole("main")).toContainText(email);
  } finally {
    await server.stop();
    await db.$disconnect();
    await runSql(suiteUrl, `DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
  }
  await testInfo.attach("server-output.log", { body: output, contentType: "text/plain" });

  // Next.js prints its start banner before the shop's code runs; from the first JSON line on, every line is one.
  const lines = output.split("\n").filter((line) => line.trim() !== "");
  const firstJson = lines.findIndex((line) => line.startsWith("{"));
  expect(firstJson).toBeGreaterThanOrEqual(0);
  const notJson = lines.slice(firstJson).filter((line) => {
    try {
      return typeof JSON.parse(line) !== "object";
    } catch {
      return true;
    }
  });
  expect(notJson).toEqual([]);
  const entries = lines.slice(firstJson).map((line) => JSON.parse(line) as Record<string, unknown>);

  // Each API answer's id names exactly one request line, which says what the answer was.
  for (const request of sent) {
    expect(request.requestId, `${request.method} ${request.path}`).not.toBeNull();
    const named = entries.filter((entry) => entry.requestId === request.requestId && typeof entry.ms === "number");
    expect(
      named.map(({ method, path, status }) => ({ method, path, status })),
      `${request.method} ${request.path}`,
    ).toEqual([{ method: request.method, path: request.path, status: request.status }]);
  }

  // The search: no line holds any secret the run used, in any form it travelled in.
  const everySecret = { ...secrets, ...found };
  expect(Object.keys(found).sort()).toEqual(
    [
      "accessToken",
      "clientSecret",
      "firstRefreshToken",
      "memberRefreshToken",
      "memberToken",
      "refreshToken",
      "resetCode",
      "verificationCode",
    ].sort(),
  );
  const leaks = Object.entries(everySecret).flatMap(([name, value]) =>
    lines.filter((line) => line.includes(value)).map((line) => `${name}: ${line}`),
  );
  expect(leaks).toEqual([]);
  expect(sent.length).toBeGreaterThan(15);
});
