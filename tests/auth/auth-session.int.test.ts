import { SignJWT } from "jose";
import { describe, expect, test } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me, PUT as updateMe } from "@/app/api/auth/me/route";
import { POST as refresh } from "@/app/api/auth/refresh/route";
import { signAccessToken, verifyAccessToken } from "@/lib/auth/access-token";
import { accessTokenFor, createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute, cookieValueOf, setCookies, type Method } from "../support/api";
import { useTestDatabase } from "../support/database";

type Tokens = { accessToken: string; refreshToken: string };

const EVIL = "https://evil.example";

// bcrypt at the production cost (12) is slow on purpose, and slower still on a busy machine.
describe("sessions: refresh, logout and access tokens", { timeout: 60_000 }, () => {
  const database = useTestDatabase();

  async function signIn(input: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(database.client(), input);
    const answer = await callRoute<Tokens>(
      login,
      apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email: user.email, password: user.password } }),
    );
    expect(answer.status).toBe(200);
    expect(setCookies(answer.headers).get("atelier_session")).toMatch(/^atelier_session=1;/);
    return { user, tokens: answer.body.data };
  }

  /** A valid access token of `userId` (at their current session version) that names session `familyId`. */
  async function signAccessTokenFor(userId: string, familyId: string): Promise<string> {
    const user = await database.client().user.findUniqueOrThrow({ where: { id: userId } });
    return signAccessToken({ userId, role: user.role, sessionVersion: user.sessionVersion, familyId });
  }

  function refreshWith(refreshToken: string) {
    return callRoute<Tokens>(
      refresh,
      apiRequest("POST", "/api/auth/refresh", { origin: ORIGIN, body: { refreshToken } }),
    );
  }

  // A GET cannot carry a body, so only the writes default to an empty one.
  function withCookie(
    path: string,
    name: string,
    value: string,
    origin: string | null,
    method: Method = "POST",
    body: unknown = method === "GET" ? undefined : {},
  ) {
    return apiRequest(method, path, { body, origin: origin ?? undefined, headers: { cookie: `${name}=${value}` } });
  }

  test("a refresh token is exchanged for a new pair, and the new pair works", async () => {
    const { user, tokens } = await signIn();
    const renewed = await refreshWith(tokens.refreshToken);
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.refreshToken).not.toBe(tokens.refreshToken);
    expect(await verifyAccessToken(renewed.body.data.accessToken)).toMatchObject({
      userId: user.id,
      role: "USER",
      sessionVersion: 0,
    });
    const cookies = setCookies(renewed.headers);
    expect(cookieValueOf(cookies.get("atelier_refresh"))).toBe(renewed.body.data.refreshToken);
    expect(cookieValueOf(cookies.get("atelier_access"))).toBe(renewed.body.data.accessToken);
    // The readable hint that lets the browser skip GET /me for guests is renewed with the family.
    expect(cookies.get("atelier_session")).toMatch(/^atelier_session=1;/);
    expect(cookies.get("atelier_session")).toMatch(/Path=\/;/);
    expect(cookies.get("atelier_session")).toMatch(/Expires=/);
    expect(cookies.get("atelier_session")).not.toMatch(/HttpOnly/i);
    expect((await refreshWith(renewed.body.data.refreshToken)).status).toBe(200);
  });

  test("replaying a spent refresh token revokes the whole family, the newest token included", async () => {
    const { user, tokens } = await signIn();
    const renewed = await refreshWith(tokens.refreshToken);
    expect(renewed.status).toBe(200);

    const replay = await refreshWith(tokens.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: "invalid_refresh_token", error: "Invalid or expired refresh token" });
    expect((await refreshWith(renewed.body.data.refreshToken)).status).toBe(401);
    const families = await database.client().refreshTokenFamily.findMany({ where: { userId: user.id } });
    expect(families).toHaveLength(1);
    expect(families[0]?.revokedReason).toBe("reuse");
    expect(families[0]?.revokedAt).toBeInstanceOf(Date);
  });

  test("two exchanges of one token at once: one wins, and the family is revoked as a replay", async () => {
    const { tokens } = await signIn();
    const answers = await Promise.all([refreshWith(tokens.refreshToken), refreshWith(tokens.refreshToken)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.status === 200);
    expect((await refreshWith(winner?.body.data.refreshToken ?? "")).status).toBe(401);
  });

  test("refresh tokens are stored only as hashes", async () => {
    const { user, tokens } = await signIn();
    const stored = await database.client().refreshToken.findMany({ where: { family: { userId: user.id } } });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toBe(tokens.refreshToken);
  });

  test("a session ends 30 days after sign-in", async () => {
    const { user, tokens } = await signIn();
    const family = await database.client().refreshTokenFamily.findFirstOrThrow({ where: { userId: user.id } });
    const days = (family.expiresAt.getTime() - family.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    await database
      .client()
      .refreshTokenFamily.update({ where: { id: family.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await refreshWith(tokens.refreshToken)).status).toBe(401);
  });

  test("an unknown refresh token, or none at all, is a 401 that clears the cookies", async () => {
    const unknown = await refreshWith("x".repeat(43));
    expect(unknown.status).toBe(401);
    const none = await callRoute(
      refresh,
      apiRequest("POST", "/api/auth/refresh", { origin: ORIGIN, body: { refreshToken: null } }),
    );
    expect(none.status).toBe(401);
    const cleared = setCookies(none.headers);
    expect(cleared.get("atelier_access")).toMatch(/Max-Age=0/);
    expect(cleared.get("atelier_refresh")).toMatch(/Max-Age=0/);
    expect(cleared.get("atelier_session")).toMatch(/^atelier_session=;.*Max-Age=0/);
  });

  test("a demoted admin loses the role at the next refresh", async () => {
    const { user, tokens } = await signIn({ role: "ADMIN" });
    expect(await verifyAccessToken(tokens.accessToken)).toMatchObject({
      userId: user.id,
      role: "ADMIN",
      sessionVersion: 0,
    });
    await database.client().user.update({ where: { id: user.id }, data: { role: "USER" } });
    const renewed = await refreshWith(tokens.refreshToken);
    expect(await verifyAccessToken(renewed.body.data.accessToken)).toMatchObject({
      userId: user.id,
      role: "USER",
      sessionVersion: 0,
    });
  });

  test("the refresh cookie works from the shop's own pages and is refused from another site", async () => {
    const { tokens } = await signIn();
    const fromEvil = await callRoute(
      refresh,
      withCookie("/api/auth/refresh", "atelier_refresh", tokens.refreshToken, EVIL),
    );
    expect(fromEvil.status).toBe(403);
    expect(fromEvil.body.code).toBe("cross_site_request");
    const noOrigin = await callRoute(
      refresh,
      withCookie("/api/auth/refresh", "atelier_refresh", tokens.refreshToken, null),
    );
    expect(noOrigin.status).toBe(403);
    const fromShop = await callRoute<Tokens>(
      refresh,
      withCookie("/api/auth/refresh", "atelier_refresh", tokens.refreshToken, ORIGIN),
    );
    expect(fromShop.status).toBe(200);
    expect(cookieValueOf(setCookies(fromShop.headers).get("atelier_refresh"))).toBe(fromShop.body.data.refreshToken);
  });

  test("logout revokes the session and clears both cookies", async () => {
    const { user, tokens } = await signIn();
    const answer = await callRoute(
      logout,
      withCookie("/api/auth/logout", "atelier_refresh", tokens.refreshToken, ORIGIN),
    );
    expect(answer.status).toBe(200);
    const cleared = setCookies(answer.headers);
    expect(cleared.get("atelier_access")).toMatch(/^atelier_access=;/);
    expect(cleared.get("atelier_access")).toMatch(/Max-Age=0/);
    expect(cleared.get("atelier_refresh")).toMatch(/^atelier_refresh=;/);
    expect(cleared.get("atelier_refresh")).toMatch(/Max-Age=0/);
    expect(cleared.get("atelier_refresh")).toMatch(/Path=\/api\/auth/);
    expect(cleared.get("atelier_session")).toMatch(/^atelier_session=;.*Path=\/;.*Max-Age=0/);
    const family = await database.client().refreshTokenFamily.findFirstOrThrow({ where: { userId: user.id } });
    expect(family.revokedReason).toBe("logout");
    expect((await refreshWith(tokens.refreshToken)).status).toBe(401);
  });

  test("logout with the token in the body (API clients) revokes that session only", async () => {
    const first = await signIn();
    const second = await callRoute<Tokens>(
      login,
      apiRequest("POST", "/api/auth/login", {
        origin: ORIGIN,
        body: { email: first.user.email, password: first.user.password },
      }),
    );
    expect(
      (
        await callRoute(
          logout,
          apiRequest("POST", "/api/auth/logout", { origin: ORIGIN, body: { refreshToken: first.tokens.refreshToken } }),
        )
      ).status,
    ).toBe(200);
    expect((await refreshWith(first.tokens.refreshToken)).status).toBe(401);
    expect((await refreshWith(second.body.data.refreshToken)).status).toBe(200);
  });

  test("logout with the access token alone (Bearer) revokes the session it was issued for, renewed or not, and no other", async () => {
    const first = await signIn();
    const second = await callRoute<Tokens>(
      login,
      apiRequest("POST", "/api/auth/login", {
        origin: ORIGIN,
        body: { email: first.user.email, password: first.user.password },
      }),
    );
    const renewed = await refreshWith(first.tokens.refreshToken);
    expect(renewed.status).toBe(200);
    const answer = await callRoute(
      logout,
      apiRequest("POST", "/api/auth/logout", { token: renewed.body.data.accessToken, body: {} }),
    );
    expect(answer.status).toBe(200);
    expect((await refreshWith(renewed.body.data.refreshToken)).status).toBe(401);
    expect((await refreshWith(second.body.data.refreshToken)).status).toBe(200);
  });

  test("an access token names its session only to its own member: another member's session cannot be ended with it", async () => {
    const victim = await signIn();
    const attacker = await signIn();
    const family = await database.client().refreshTokenFamily.findFirstOrThrow({ where: { userId: victim.user.id } });
    const claims = await verifyAccessToken(attacker.tokens.accessToken);
    expect(claims?.familyId).toEqual(expect.any(String));
    const forged = await signAccessTokenFor(attacker.user.id, family.id);
    expect((await callRoute(logout, apiRequest("POST", "/api/auth/logout", { token: forged, body: {} }))).status).toBe(
      200,
    );
    expect((await refreshWith(victim.tokens.refreshToken)).status).toBe(200);
  });

  test("a logout posted from another site with the cookie is refused and the session lives on", async () => {
    const { tokens } = await signIn();
    const answer = await callRoute(
      logout,
      withCookie("/api/auth/logout", "atelier_refresh", tokens.refreshToken, EVIL),
    );
    expect(answer.status).toBe(403);
    expect((await refreshWith(tokens.refreshToken)).status).toBe(200);
  });

  describe("GET /api/auth/me with a bad access token", () => {
    async function meWith(token: string) {
      return callRoute(me, apiRequest("GET", "/api/auth/me", { origin: ORIGIN, token }));
    }

    test("no token at all is a 401", async () => {
      const answer = await callRoute(me, apiRequest("GET", "/api/auth/me", { origin: ORIGIN }));
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe("unauthorized");
    });

    test("a token with a tampered payload is a 401", async () => {
      const { user, tokens } = await signIn();
      const [header, payload, signature] = tokens.accessToken.split(".");
      const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...claims, role: "ADMIN", sub: user.id })).toString("base64url");
      expect((await meWith(`${header}.${forged}.${signature}`)).status).toBe(401);
    });

    test("an unsigned alg:none token is a 401", async () => {
      const { user } = await signIn();
      const now = Math.floor(Date.now() / 1000);
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
      const header = part({ alg: "none", typ: "JWT" });
      const payload = part({
        sub: user.id,
        role: "USER",
        typ: "access",
        iss: "atelier",
        aud: "atelier-web",
        iat: now,
        exp: now + 600,
      });
      expect((await meWith(`${header}.${payload}.`)).status).toBe(401);
    });

    test("an expired token is a 401", async () => {
      const { user } = await signIn();
      const issued = Math.floor(Date.now() / 1000) - 16 * 60;
      const expired = await new SignJWT({ role: "USER", typ: "access" })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(user.id)
        .setIssuer("atelier")
        .setAudience("atelier-web")
        .setIssuedAt(issued)
        .setExpirationTime(issued + 15 * 60)
        .sign(new TextEncoder().encode(process.env.AUTH_SECRET));
      expect((await meWith(expired)).status).toBe(401);
    });

    test("a refresh token used as an access token is a 401", async () => {
      const { tokens } = await signIn();
      expect((await meWith(tokens.refreshToken)).status).toBe(401);
    });

    test("a valid token of a deleted account is a 401", async () => {
      const user = await createUser(database.client());
      const token = await accessTokenFor(user);
      await database.client().user.delete({ where: { id: user.id } });
      expect((await meWith(token)).status).toBe(401);
    });
  });

  test("a cookie-authenticated write from another site is refused; the same read is allowed", async () => {
    const { user, tokens } = await signIn();
    const write = await callRoute(
      updateMe,
      withCookie("/api/auth/me", "atelier_access", tokens.accessToken, EVIL, "PUT", { name: "Pwned" }),
    );
    expect(write.status).toBe(403);
    expect(write.body.code).toBe("cross_site_request");
    expect((await database.client().user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe(user.name);
    const read = await callRoute(
      me,
      withCookie("/api/auth/me", "atelier_access", tokens.accessToken, EVIL, "GET", undefined),
    );
    expect(read.status).toBe(200);
    const fromShop = await callRoute(
      updateMe,
      withCookie("/api/auth/me", "atelier_access", tokens.accessToken, ORIGIN, "PUT", { name: "Renamed" }),
    );
    expect(fromShop.status).toBe(200);
  });
});
