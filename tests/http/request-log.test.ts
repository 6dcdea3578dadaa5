import { afterEach, describe, expect, test } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { ServiceUnavailableError } from "@/lib/errors";
import { ok, route } from "@/lib/http";
import { log } from "@/lib/log";
import { readableLine } from "@/lib/log-format";
import { captureLogs, type CapturedLogs } from "../support/logs";

const context = { params: Promise.resolve({}) };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, { headers });
}

function withTrustedProxy(value: string | undefined): void {
  if (value === undefined) delete process.env.TRUSTED_PROXY;
  else process.env.TRUSTED_PROXY = value;
  resetEnvForTests();
}

let logs: CapturedLogs;

afterEach(() => {
  logs.stop();
  withTrustedProxy(undefined);
});

describe("an API request's id and line", () => {
  test("the answer carries a new X-Request-Id, and one line names the request by it without the query", async () => {
    logs = captureLogs();
    const handler = route({ auth: "public" }, () => Promise.resolve(ok({ fine: true }, { status: 201 })));
    const response = await handler(get("/api/products/search?q=secret-term"), context);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(UUID);
    expect(logs.lines).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "GET /api/products/search 201",
        method: "GET",
        path: "/api/products/search",
        status: 201,
        requestId,
      }),
    ]);
    expect(logs.lines[0]?.ms).toEqual(expect.any(Number));
    expect(logs.text()).not.toContain("secret-term");
  });

  test("every line logged while the handler runs carries the same id; a failure is logged at error", async () => {
    logs = captureLogs();
    const handler = route({ auth: "public" }, async () => {
      log.warn("halfway");
      await new Promise((resolve) => setTimeout(resolve, 1));
      throw new Error("the database went away");
    });
    const response = await handler(get("/api/orders"), context);
    const requestId = response.headers.get("x-request-id");
    expect(response.status).toBe(500);
    expect(logs.lines.map((line) => [line.level, line.msg, line.requestId])).toEqual([
      ["warn", "halfway", requestId],
      ["error", "unhandled error: answered 500", requestId],
      ["error", "GET /api/orders 500", requestId],
    ]);
  });

  test("a 503 the shop chose (too busy, a service away) is a warning, not an error", async () => {
    logs = captureLogs();
    const handler = route({ auth: "public" }, () =>
      Promise.reject(new ServiceUnavailableError("The server is busy. Please try again in a moment.", "busy", 2)),
    );
    const response = await handler(get("/api/auth/login"), context);
    expect(response.status).toBe(503);
    expect(logs.lines.map((line) => [line.level, line.msg])).toEqual([["warn", "GET /api/auth/login 503"]]);
  });

  test("without TRUSTED_PROXY a client's own X-Request-Id is not used", async () => {
    logs = captureLogs();
    withTrustedProxy(undefined);
    const response = await route({ auth: "public" }, () => Promise.resolve(ok(null)))(
      get("/api/health", { "x-request-id": "chosen-by-the-client" }),
      context,
    );
    expect(response.headers.get("x-request-id")).toMatch(UUID);
  });

  test("behind a trusted proxy its id is used when it looks like one, and replaced when it does not", async () => {
    logs = captureLogs();
    withTrustedProxy("1");
    const handler = route({ auth: "public" }, () => Promise.resolve(ok(null)));
    const nginx = "0f4c1d2e3b4a59687766554433221100";
    expect((await handler(get("/api/health", { "x-request-id": nginx }), context)).headers.get("x-request-id")).toBe(
      nginx,
    );
    for (const odd of ["short", "x".repeat(129), 'quote"d-request-id', "spaced request id"]) {
      expect((await handler(get("/api/health", { "x-request-id": odd }), context)).headers.get("x-request-id")).toMatch(
        UUID,
      );
    }
    expect(logs.lines[0]?.requestId).toBe(nginx);
  });
});

describe("what a line never shows", () => {
  test("values under secret keys, at the top and one level down", () => {
    logs = captureLogs();
    log.info(
      { password: "Hunter2!x", user: { refreshToken: "r-token-value", name: "Ada" }, token: "K7M2Q9" },
      "signed in",
    );
    expect(logs.lines[0]).toMatchObject({
      password: "[redacted]",
      token: "[redacted]",
      user: { refreshToken: "[redacted]", name: "Ada" },
    });
  });

  test("the configured AUTH_SECRET, access tokens, client secrets and URL passwords, wherever they appear", () => {
    logs = captureLogs();
    const secret = process.env.AUTH_SECRET ?? "";
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJlLXZhbHVl";
    const clientSecret = "pi_3AbCdEfGhIjKlMnO_secret_QwErTyUiOpAsDfGh";
    log.error(
      { err: new Error(`signing with ${secret} failed for ${jwt}`) },
      `paying ${clientSecret} via smtp://mailer:s3cr3t-pass@mail.example.com:587`,
    );
    const text = logs.text();
    for (const leaked of [secret, jwt, clientSecret, "s3cr3t-pass"]) expect(text).not.toContain(leaked);
    expect(logs.lines[0]?.msg).toBe("paying [redacted] via smtp://mailer:[redacted]@mail.example.com:587");
  });

  test("an error shows its name, message, code and stack, not the request and answer an HTTP client hung on it", () => {
    logs = captureLogs();
    const error = Object.assign(new Error("card declined"), {
      code: "card_declined",
      raw: { payment_intent: { client_secret: "kept-out" } },
    });
    log.error({ err: error }, "payment failed");
    expect(Object.keys(logs.lines[0]?.err ?? {}).sort()).toEqual(["code", "message", "stack", "type"]);
    expect(logs.text()).not.toContain("kept-out");
  });
});

describe("the readable line of development", () => {
  test("time, level, message, fields, the request's short id, and an error's stack below", () => {
    const json = JSON.stringify({
      level: "error",
      time: "2025-06-01T14:03:05.120Z",
      pid: 7,
      hostname: "shop",
      requestId: "1a2b3c4d-0000-4000-8000-000000000000",
      msg: "capture did not go through",
      orderId: "ord_1",
      note: "two words",
      err: { type: "Error", message: "timeout", stack: "Error: timeout\n    at capture (settle.ts:1:1)" },
    });
    expect(readableLine(`${json}\n`)).toBe(
      '14:03:05.120 ERROR capture did not go through orderId=ord_1 note="two words" (request 1a2b3c4d)\n    Error: timeout\n        at capture (settle.ts:1:1)\n',
    );
  });

  test("a request's line: method, path, status and the time it took", () => {
    const json = JSON.stringify({
      level: "info",
      time: "2025-06-01T14:03:05.120Z",
      requestId: "9f8e7d6c-1",
      method: "POST",
      path: "/api/cart",
      status: 200,
      ms: 12,
      msg: "POST /api/cart 200",
    });
    expect(readableLine(json)).toBe("14:03:05.120 INFO  POST /api/cart 200 (12 ms) (request 9f8e7d6c)\n");
  });
});
