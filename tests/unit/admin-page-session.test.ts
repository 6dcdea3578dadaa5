import { beforeEach, describe, expect, test, vi } from "vitest";
import { signAccessToken } from "@/lib/auth/access-token";
import { ACCESS_COOKIE } from "@/lib/auth/session-cookies";

// The cookie jar of the request being rendered; each test decides what the browser sent.
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({
  cookies: () => Promise.resolve({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
}));

const { getPageSession, requireAdminPage } = await import("@/lib/auth/page-session");

/** Where redirect() sent the visitor: Next.js throws an error whose digest names the target. */
async function redirectTarget(render: () => Promise<unknown>): Promise<string> {
  const error: unknown = await render().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const digest = typeof error === "object" && error !== null && "digest" in error ? String(error.digest) : "";
  const match = /^NEXT_REDIRECT;[a-z]+;(.+);\d{3};$/.exec(digest);
  if (!match?.[1]) throw new Error(`expected a redirect, got ${String(error)}`);
  return match[1];
}

describe("opening /admin", () => {
  beforeEach(() => jar.clear());

  test("a signed-out visitor is sent to log in, returning to /admin afterwards", async () => {
    expect(await redirectTarget(requireAdminPage)).toBe("/login?returnTo=%2Fadmin");
  });

  test("a visitor with a forged or expired cookie counts as signed out", async () => {
    jar.set(ACCESS_COOKIE, "not-a-token");
    expect(await redirectTarget(requireAdminPage)).toBe("/login?returnTo=%2Fadmin");
    jar.set(ACCESS_COOKIE, await signAccessToken({ userId: "u1", role: "ADMIN" }, new Date(Date.now() - 60 * 60 * 1000)));
    expect(await redirectTarget(requireAdminPage)).toBe("/login?returnTo=%2Fadmin");
  });

  test("a signed-in member is sent home", async () => {
    jar.set(ACCESS_COOKIE, await signAccessToken({ userId: "member-1", role: "USER" }));
    expect(await redirectTarget(requireAdminPage)).toBe("/");
  });

  test("an admin is let in and the page learns who they are", async () => {
    jar.set(ACCESS_COOKIE, await signAccessToken({ userId: "admin-1", role: "ADMIN" }));
    await expect(requireAdminPage()).resolves.toEqual({ userId: "admin-1", role: "ADMIN" });
  });
});

describe("getPageSession", () => {
  beforeEach(() => jar.clear());

  test("reads the signed-in member from the session cookie", async () => {
    jar.set(ACCESS_COOKIE, await signAccessToken({ userId: "member-2", role: "USER" }));
    expect(await getPageSession()).toEqual({ userId: "member-2", role: "USER" });
  });

  test("is null without a cookie", async () => {
    expect(await getPageSession()).toBeNull();
  });
});
