import { beforeEach, describe, expect, test, vi } from "vitest";
import { signAccessToken } from "@/lib/auth/access-token";
import { ACCESS_COOKIE } from "@/lib/auth/session-cookies";
import { createAdmin, createUser } from "../factories/users";
import { useTestDatabase } from "../support/database";
import { redirectTarget } from "../support/redirects";

// The cookie jar of the request being rendered; each test decides what the browser sent.
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({
  cookies: () =>
    Promise.resolve({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
}));

const { getPageSession, requireAdminPage } = await import("@/lib/http/page-session");

describe("opening /admin", () => {
  const database = useTestDatabase();
  beforeEach(() => jar.clear());

  test("a signed-out visitor is sent to log in, returning to /admin afterwards", async () => {
    expect(await redirectTarget(requireAdminPage)).toBe("/login?returnTo=%2Fadmin");
  });

  test("a visitor with a forged or expired cookie counts as signed out", async () => {
    const admin = await createAdmin(database.client());
    jar.set(ACCESS_COOKIE, "not-a-token");
    expect(await redirectTarget(requireAdminPage)).toBe("/login?returnTo=%2Fadmin");
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    jar.set(ACCESS_COOKIE, await signAccessToken({ userId: admin.id, role: "ADMIN", sessionVersion: 0 }, anHourAgo));
    expect(await redirectTarget(requireAdminPage)).toBe("/login?returnTo=%2Fadmin");
  });

  test("a signed-in member is sent home", async () => {
    jar.set(ACCESS_COOKIE, (await createUser(database.client())).accessToken);
    expect(await redirectTarget(requireAdminPage)).toBe("/");
  });

  test("an admin is let in and the page learns who they are", async () => {
    const admin = await createAdmin(database.client());
    jar.set(ACCESS_COOKIE, admin.accessToken);
    await expect(requireAdminPage()).resolves.toEqual({ userId: admin.id, role: "ADMIN", sessionVersion: 0 });
  });

  test("an admin demoted since their token was issued is sent home at once, token or not", async () => {
    const admin = await createAdmin(database.client());
    jar.set(ACCESS_COOKIE, admin.accessToken);
    await database.client().user.update({ where: { id: admin.id }, data: { role: "USER" } });
    expect(await redirectTarget(requireAdminPage)).toBe("/");
  });

  test("a token that claims ADMIN for a member is worth only what the database says", async () => {
    const member = await createUser(database.client());
    jar.set(ACCESS_COOKIE, await signAccessToken({ userId: member.id, role: "ADMIN", sessionVersion: 0 }));
    expect(await redirectTarget(requireAdminPage)).toBe("/");
  });
});

describe("getPageSession", () => {
  const database = useTestDatabase();
  beforeEach(() => jar.clear());

  test("reads the signed-in member from the session cookie", async () => {
    const member = await createUser(database.client());
    jar.set(ACCESS_COOKIE, member.accessToken);
    expect(await getPageSession()).toEqual({ userId: member.id, role: "USER", sessionVersion: 0 });
  });

  test("is null without a cookie, and for a token whose session has ended", async () => {
    expect(await getPageSession()).toBeNull();
    const member = await createUser(database.client());
    jar.set(ACCESS_COOKIE, member.accessToken);
    await database.client().user.update({ where: { id: member.id }, data: { sessionVersion: 1 } });
    expect(await getPageSession()).toBeNull();
  });
});
