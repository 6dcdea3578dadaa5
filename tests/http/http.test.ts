import { describe, expect, test } from "vitest";
import { z } from "zod";
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  PaymentDeclinedError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
  errorToResponse,
  ok,
  route,
} from "@/lib/http";
import { readJson } from "@/lib/http/body";
import { captureLogs } from "../support/logs";

const context = { params: Promise.resolve({}) };

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/test", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });
}

/**
 * A chunked body (no Content-Length) of `totalBytes`, each chunk made only when the reader asks for it (no queue
 * ahead: highWaterMark 0), counting how much of it was ever pulled.
 */
function streamedPost(totalBytes: number, headers: Record<string, string> = {}) {
  const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= totalBytes) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://localhost/api/test", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
    duplex: "half",
  } as RequestInit);
  return { request, counter };
}

/** The rejection of `promise`, so its class and fields can be asserted. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the promise to reject");
}

describe("errorToResponse", () => {
  test("a body that fails a zod schema answers 400 validation_error naming every bad field", async () => {
    const schema = z.object({
      email: z.email(),
      address: z.object({ postalCode: z.string().min(5) }),
      quantity: z.number().int().positive(),
    });
    const parsed = schema.safeParse({ email: "not-an-email", address: { postalCode: "12" }, quantity: 2 });
    expect(parsed.success).toBe(false);

    const response = errorToResponse(parsed.error);
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      success: boolean;
      code: string;
      error: string;
      details: { path: string }[];
    };
    expect(body.success).toBe(false);
    expect(body.code).toBe("validation_error");
    expect(body.details.map((detail) => detail.path)).toEqual(["email", "address.postalCode"]);
    expect(body.error).toMatch(/^email: /);
  });

  test("a zod failure of the whole body is reported against 'body'", async () => {
    const parsed = z.object({ name: z.string() }).safeParse("just a string");
    const body = (await errorToResponse(parsed.error).json()) as { details: { path: string }[] };
    expect(body.details.map((detail) => detail.path)).toEqual(["body"]);
  });

  test.each([
    {
      error: new ValidationError("Bad input", [{ path: "name", message: "Required" }]),
      status: 400,
      code: "validation_error",
    },
    { error: new UnauthorizedError(), status: 401, code: "unauthorized" },
    {
      error: new UnauthorizedError("Email not verified", "email_not_verified"),
      status: 401,
      code: "email_not_verified",
    },
    { error: new ForbiddenError(), status: 403, code: "forbidden" },
    { error: new NotFoundError("Order not found"), status: 404, code: "not_found" },
    { error: new ConflictError("Email already registered", "email_taken"), status: 409, code: "email_taken" },
    { error: new PaymentDeclinedError("Your card was declined."), status: 402, code: "card_declined" },
    { error: new PayloadTooLargeError(), status: 413, code: "payload_too_large" },
    { error: new UnsupportedMediaTypeError(), status: 415, code: "unsupported_media_type" },
    { error: new ServiceUnavailableError(), status: 503, code: "service_unavailable" },
    { error: new AppError(418, "teapot", "I am a teapot"), status: 418, code: "teapot" },
  ])("$error.name answers $status $code with its own message", async ({ error, status, code }) => {
    const response = errorToResponse(error);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ success: false, code, error: error.message });
  });

  test("a ValidationError passes its details through", async () => {
    const response = errorToResponse(new ValidationError("Bad input", [{ path: "name", message: "Required" }]));
    expect(await response.json()).toEqual({
      success: false,
      error: "Bad input",
      code: "validation_error",
      details: [{ path: "name", message: "Required" }],
    });
  });

  test("a rate-limited client gets 429 with Retry-After in seconds", async () => {
    const response = errorToResponse(new RateLimitedError(42));
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("42");
    expect(await response.json()).toMatchObject({ success: false, code: "rate_limited" });
  });

  test("Prisma's record-not-found (P2025) answers 404", async () => {
    const response = errorToResponse(Object.assign(new Error("No record was found for an update."), { code: "P2025" }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: "Not found", code: "not_found" });
  });

  test("Prisma's unique violation (P2002) answers 409", async () => {
    const response = errorToResponse({ code: "P2002", meta: { target: ["email"] } });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: "Already exists", code: "conflict" });
  });

  test("an unexpected error answers a generic 500 and is logged, without leaking its message", async () => {
    const logs = captureLogs();
    try {
      const internal = new Error('relation "User" does not exist at postgres://admin:hunter2@db');
      const response = errorToResponse(internal);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        success: false,
        error: "Something went wrong. Please try again.",
        code: "internal_error",
      });
      expect(text).not.toContain("hunter2");
      expect(text).not.toContain("relation");
      expect(logs.lines).toHaveLength(1);
      expect(logs.lines[0]).toMatchObject({
        level: "error",
        msg: "unhandled error: answered 500",
        err: { message: 'relation "User" does not exist at postgres://admin:[redacted]@db' },
      });
      expect(logs.text()).not.toContain("hunter2");
    } finally {
      logs.stop();
    }
  });

  test("a raw query Prisma could not run because the database is unreachable (P2010) is a 503; another P2010 is a 500", async () => {
    const logs = captureLogs();
    try {
      const raw = (message: string) =>
        Object.assign(
          new Error(
            `\nInvalid \`prisma.$queryRaw()\` invocation:\n\n\nRaw query failed. Code: \`N/A\`. Message: \`${message}\``,
          ),
          { code: "P2010" },
        );
      const unreachable = errorToResponse(raw("Can't reach database server at 127.0.0.1:1"));
      expect(unreachable.status).toBe(503);
      expect(unreachable.headers.get("retry-after")).toBe("5");
      expect(await unreachable.json()).toMatchObject({ code: "database_unavailable" });
      expect(errorToResponse(raw('syntax error at or near "SELEC"')).status).toBe(500);
    } finally {
      logs.stop();
    }
  });

  test("an error with a non-Prisma code (ECONNREFUSED) is still a 500", () => {
    const logs = captureLogs();
    try {
      expect(errorToResponse({ code: "ECONNREFUSED" }).status).toBe(500);
    } finally {
      logs.stop();
    }
  });
});

describe("readJson", () => {
  test("a JSON body is parsed", async () => {
    expect(await readJson(post('{"productId":"p1","quantity":2}'))).toEqual({ productId: "p1", quantity: 2 });
  });

  test("an empty or blank body reads as {}", async () => {
    expect(await readJson(post(""))).toEqual({});
    expect(await readJson(post("  \n "))).toEqual({});
    expect(await readJson(new Request("http://localhost/api/test", { method: "POST" }))).toEqual({});
  });

  test("malformed JSON is a 400 ValidationError, never a 500", async () => {
    const error = await rejectionOf(readJson(post('{"quantity": 2,')));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      status: 400,
      code: "validation_error",
      details: [{ path: "body", message: "Malformed JSON" }],
    });
    expect(errorToResponse(error).status).toBe(400);
  });

  test("a declared Content-Length over the limit is refused with 413 before reading", async () => {
    const request = post("{}", { "content-length": String(64 * 1024 + 1) });
    const error = await rejectionOf(readJson(request));
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect(errorToResponse(error).status).toBe(413);
    expect(request.bodyUsed).toBe(false);
  });

  test("a body over the limit without Content-Length is refused with 413", async () => {
    const request = post(JSON.stringify({ note: "x".repeat(64 * 1024) }));
    expect(request.headers.get("content-length")).toBeNull();
    expect(await rejectionOf(readJson(request))).toBeInstanceOf(PayloadTooLargeError);
  });

  test("a chunked body is read only until it passes the cap, then refused with 413", async () => {
    const { request, counter } = streamedPost(20 * 1024 * 1024);
    expect(await rejectionOf(readJson(request))).toBeInstanceOf(PayloadTooLargeError);
    // The cap plus the chunk that crossed it: never the 20 MB.
    expect(counter.pulled).toBe(64 * 1024 + 16 * 1024);
  });

  test("a body that declares 20 MB is refused without pulling a byte", async () => {
    const { request, counter } = streamedPost(20 * 1024 * 1024, { "content-length": String(20 * 1024 * 1024) });
    expect(await rejectionOf(readJson(request))).toBeInstanceOf(PayloadTooLargeError);
    expect(counter.pulled).toBe(0);
  });

  test.each([
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonp",
    "text/json",
  ])("a body sent as %s is refused with 415 before it is read", async (type) => {
    const { request, counter } = streamedPost(1024, { "content-type": type });
    const error = await rejectionOf(readJson(request));
    expect(error).toBeInstanceOf(UnsupportedMediaTypeError);
    expect(errorToResponse(error).status).toBe(415);
    expect(counter.pulled).toBe(0);
  });

  test("a body without a content type is refused with 415 unless it is empty", async () => {
    const bare = (body?: string) => new Request("http://localhost/api/test", { method: "POST", body });
    expect(
      await rejectionOf(
        readJson(new Request("http://localhost/api/test", { method: "POST", body: new Blob(['{"a":1}']) })),
      ),
    ).toBeInstanceOf(UnsupportedMediaTypeError);
    expect(await readJson(bare())).toEqual({});
  });

  test("JSON with a charset or a +json type is read", async () => {
    expect(await readJson(post('{"a":1}', { "content-type": "application/json; charset=utf-8" }))).toEqual({ a: 1 });
    expect(await readJson(post('{"a":2}', { "content-type": "Application/Merge-Patch+JSON" }))).toEqual({ a: 2 });
  });

  test("bytes that are not UTF-8 are a 400", async () => {
    const request = new Request("http://localhost/api/test", {
      method: "POST",
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      headers: { "content-type": "application/json" },
    });
    expect(await rejectionOf(readJson(request))).toMatchObject({ status: 400, code: "validation_error" });
  });

  test("the limit counts bytes, not characters", async () => {
    // Six characters of two bytes each: 14 bytes with the quotes, over a 10-byte limit.
    expect(await rejectionOf(readJson(post('"éééééé"'), 10))).toBeInstanceOf(PayloadTooLargeError);
    expect(await readJson(post('"abcdef"'), 10)).toBe("abcdef");
  });
});

describe("route", () => {
  test("a handler that throws an AppError answers with the error envelope", async () => {
    const handler = route({ auth: "public" }, () => Promise.reject(new NotFoundError("Product not found")));
    const response = await handler(new Request("http://localhost/api/products/x"), context);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: "Product not found", code: "not_found" });
  });

  test("a handler that throws a ZodError answers 400", async () => {
    const handler = route({ auth: "public", body: z.object({ quantity: z.number() }) }, ({ body }) =>
      Promise.resolve(ok(body)),
    );
    const response = await handler(post('{"quantity":"two"}'), context);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "validation_error", details: [{ path: "quantity" }] });
  });

  test("a handler's own response and route params pass through untouched", async () => {
    const handler = route({ auth: "public", params: z.object({ id: z.string() }) }, ({ params }) =>
      Promise.resolve(ok({ id: params.id }, { status: 201 })),
    );
    const response = await handler(new Request("http://localhost/api/orders/o1"), {
      params: Promise.resolve({ id: "o1" }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, data: { id: "o1" } });
  });

  test("a route's `before` runs ahead of the body: when it refuses, not a byte of the body is read", async () => {
    const { request, counter } = streamedPost(20 * 1024 * 1024);
    const handler = route(
      { auth: "public", before: () => Promise.reject(new NotFoundError("Not found")), body: z.object({}) },
      () => Promise.resolve(ok({})),
    );
    const response = await handler(request, context);
    expect(response.status).toBe(404);
    expect(counter.pulled).toBe(0);
  });

  test("a route's `before` that lets the request through leaves the body for the schema", async () => {
    const seen: string[] = [];
    const body = z.object({ quantity: z.number() });
    const handler = route({ auth: "public", before: () => void seen.push("before"), body }, ({ body: parsed }) =>
      Promise.resolve(ok(parsed)),
    );
    const response = await handler(post('{"quantity":2}'), context);
    expect(seen).toEqual(["before"]);
    expect(await response.json()).toEqual({ success: true, data: { quantity: 2 } });
  });
});

describe("ok", () => {
  test("a list answers 200 with data and total", async () => {
    const response = ok([{ id: "a" }, { id: "b" }], { total: 12 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: [{ id: "a" }, { id: "b" }], total: 12 });
  });

  test("a total of 0 is still reported", async () => {
    expect(await ok([], { total: 0 }).json()).toEqual({ success: true, data: [], total: 0 });
  });

  test("without a total the body has no total key, and headers are sent", async () => {
    const response = ok({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ success: true, data: { status: "ok" } });
    expect("total" in body).toBe(false);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});
