import { afterEach, describe, expect, test } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { clientKey, trustedClientIp } from "@/lib/rate-limit/client-key";

function request(headers: Record<string, string>): Request {
  return new Request("http://localhost:3000/api/auth/login", { method: "POST", headers });
}

function trustProxy(on: boolean): void {
  if (on) process.env.TRUSTED_PROXY = "1";
  else delete process.env.TRUSTED_PROXY;
  resetEnvForTests();
}

describe("the client of a rate limit", () => {
  afterEach(() => trustProxy(false));

  test("without a trusted proxy, forwarding headers are ignored and the account stands in for the client", () => {
    const forged = request({ "x-forwarded-for": "203.0.113.1", "x-real-ip": "203.0.113.2" });
    expect(trustedClientIp(forged)).toBeNull();
    expect(clientKey(forged, "Ann@Example.test")).toBe("direct:ann@example.test");
  });

  test("behind a trusted proxy, the first X-Forwarded-For entry is the client", () => {
    trustProxy(true);
    expect(clientKey(request({ "x-forwarded-for": " 203.0.113.7 , 10.0.0.1" }), "ann@example.test")).toBe("ip:203.0.113.7");
  });

  test("behind a trusted proxy, X-Real-IP is used when X-Forwarded-For is missing", () => {
    trustProxy(true);
    expect(clientKey(request({ "x-real-ip": "2001:db8::1" }), "ann@example.test")).toBe("ip:2001:db8::1");
  });

  test("behind a trusted proxy that sent no address, the account stands in again", () => {
    trustProxy(true);
    expect(clientKey(request({}), "ann@example.test")).toBe("direct:ann@example.test");
  });
});
