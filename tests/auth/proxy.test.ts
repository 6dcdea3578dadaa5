import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { describe, expect, test } from "vitest";
import { signAccessToken } from "@/lib/auth/access-token";
import { ACCESS_COOKIE } from "@/lib/auth/session-cookies";
import { config, proxy } from "@/proxy";

function visit(path: string, token?: string): NextRequest {
  return new NextRequest(`http://localhost${path}`, token ? { headers: { cookie: `${ACCESS_COOKIE}=${token}` } } : {});
}

/** Where the response sends the browser, as path and query; null when the request goes through. */
function redirectTarget(response: Response): string | null {
  const location = response.headers.get("location");
  if (location === null) return null;
  const url = new URL(location);
  expect(url.origin).toBe("http://localhost");
  return `${url.pathname}${url.search}`;
}

function passesThrough(response: Response): boolean {
  return response.headers.get("x-middleware-next") === "1" && response.headers.get("location") === null;
}

describe("proxy", () => {
  test("a signed-out visitor of /account is redirected to /login?returnTo=%2Faccount", async () => {
    const response = await proxy(visit("/account"));
    expect(response.status).toBe(307);
    expect(redirectTarget(response)).toBe("/login?returnTo=%2Faccount");
  });

  test("the page and its query are remembered", async () => {
    expect(redirectTarget(await proxy(visit("/orders/o1?tab=items")))).toBe(
      "/login?returnTo=%2Forders%2Fo1%3Ftab%3Ditems",
    );
  });

  test("a signed-out visitor of member checkout is sent to log in and come back to /checkout", async () => {
    expect(redirectTarget(await proxy(visit("/checkout/user")))).toBe("/login?returnTo=%2Fcheckout");
  });

  test("a member with a valid access cookie opens /account", async () => {
    const token = await signAccessToken({ userId: "u1", role: "USER", sessionVersion: 0 });
    expect(passesThrough(await proxy(visit("/account", token)))).toBe(true);
  });

  test("an expired or forged cookie counts as signed out", async () => {
    const expired = await signAccessToken(
      { userId: "u1", role: "USER", sessionVersion: 0 },
      new Date(Date.now() - 60 * 60 * 1000),
    );
    expect(redirectTarget(await proxy(visit("/account", expired)))).toBe("/login?returnTo=%2Faccount");
    expect(redirectTarget(await proxy(visit("/account", "forged.token.value")))).toBe("/login?returnTo=%2Faccount");
  });

  test("a member opening /admin is sent home", async () => {
    const token = await signAccessToken({ userId: "u1", role: "USER", sessionVersion: 0 });
    expect(redirectTarget(await proxy(visit("/admin", token)))).toBe("/");
  });

  test("an admin opens /admin", async () => {
    const token = await signAccessToken({ userId: "a1", role: "ADMIN", sessionVersion: 0 });
    expect(passesThrough(await proxy(visit("/admin", token)))).toBe(true);
  });

  test("a signed-out visitor of /admin is sent to /login", async () => {
    expect(redirectTarget(await proxy(visit("/admin")))).toBe("/login?returnTo=%2Fadmin");
  });

  test.each([
    "/account",
    "/account/orders/o1",
    "/orders",
    "/orders/o1",
    "/addresses",
    "/checkout/user",
    "/admin",
    "/admin/x",
  ])("runs on the guarded route %s", (path) => {
    expect(unstable_doesMiddlewareMatch({ config, url: `http://localhost${path}` })).toBe(true);
  });

  test("a redirect carries the page headers too", async () => {
    const response = await proxy(visit("/account"));
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("permissions-policy")).toContain("payment=()");
  });

  test("a page's answer and the request handed to it carry the same new request id", async () => {
    const response = await proxy(visit("/contact"));
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("x-middleware-request-x-request-id")).toBe(requestId);
    expect((await proxy(visit("/account"))).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
