import { beforeEach, describe, expect, test, vi } from "vitest";
import { signAccessToken } from "@/lib/auth/access-token";
import { ACCESS_COOKIE } from "@/lib/auth/session-cookies";
import { createUser } from "../factories/users";
import { useTestDatabase } from "../support/database";
import { redirectTarget } from "../support/redirects";

// The cookie jar of the request being rendered; each test decides what the browser sent.
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({
  cookies: () =>
    Promise.resolve({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
}));

const { requireMemberPage, requireMemberProfilePage } = await import("@/lib/http/page-session");

describe("opening a member page (account, orders, addresses)", () => {
  const database = useTestDatabase();
  beforeEach(() => jar.clear());

  test("a signed-out visitor is sent to log in, coming back to the page afterwards", async () => {
    expect(await redirectTarget(() => requireMemberPage("/orders/abc123"))).toBe("/login?returnTo=%2Forders%2Fabc123");
    jar.set(ACCESS_COOKIE, "forged");
    expect(await redirectTarget(() => requireMemberPage("/account"))).toBe("/login?returnTo=%2Faccount");
  });

  test("a member is let in, with their stored profile", async () => {
    const member = await createUser(database.client(), { name: "Mina Okafor" });
    jar.set(ACCESS_COOKIE, member.accessToken);
    await expect(requireMemberPage("/account")).resolves.toEqual({
      userId: member.id,
      role: "USER",
      sessionVersion: 0,
    });
    await expect(requireMemberProfilePage("/account")).resolves.toMatchObject({
      id: member.id,
      name: "Mina Okafor",
      email: member.email,
    });
  });

  test("a token from before the member signed out (their session version moved on) counts as signed out", async () => {
    const member = await createUser(database.client());
    jar.set(ACCESS_COOKIE, member.accessToken);
    await database.client().user.update({ where: { id: member.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await redirectTarget(() => requireMemberPage("/account/orders"))).toBe(
      "/login?returnTo=%2Faccount%2Forders",
    );
    expect(await redirectTarget(() => requireMemberProfilePage("/account"))).toBe("/login?returnTo=%2Faccount");
  });

  test("a valid token whose account was deleted counts as signed out", async () => {
    jar.set(ACCESS_COOKIE, await signAccessToken({ userId: "deleted-member", role: "USER", sessionVersion: 0 }));
    expect(await redirectTarget(() => requireMemberProfilePage("/account/profile"))).toBe(
      "/login?returnTo=%2Faccount%2Fprofile",
    );
  });
});
