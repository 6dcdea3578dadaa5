import { SignJWT, type JWTPayload } from "jose";
import { describe, expect, test } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from "@/lib/auth/access-token";
import { env } from "@/lib/env";

const member = { userId: "user_123", role: "USER", sessionVersion: 0 } as const;

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** A token built with jose directly, so that each claim can be set wrong on purpose. */
async function forge(
  overrides: { payload?: JWTPayload; issuer?: string; audience?: string; secret?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: "USER", sv: 0, typ: "access", ...overrides.payload })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(member.userId)
    .setIssuer(overrides.issuer ?? "atelier")
    .setAudience(overrides.audience ?? "atelier-web")
    .setIssuedAt(now)
    .setExpirationTime(now + 60)
    .sign(new TextEncoder().encode(overrides.secret ?? env().AUTH_SECRET));
}

function parts(token: string): [string, string, string] {
  const [header = "", payload = "", signature = ""] = token.split(".");
  return [header, payload, signature];
}

describe("access tokens", () => {
  test("a freshly signed token verifies to the same user and role", async () => {
    expect(await verifyAccessToken(await signAccessToken(member))).toEqual(member);
    expect(
      await verifyAccessToken(await signAccessToken({ userId: "admin_1", role: "ADMIN", sessionVersion: 3 })),
    ).toEqual({
      userId: "admin_1",
      role: "ADMIN",
      sessionVersion: 3,
    });
  });

  test("a token lives for 15 minutes", async () => {
    const issued = new Date("2030-01-01T00:00:00Z");
    const [, payload] = parts(await signAccessToken(member, issued));
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(15 * 60);
  });

  test("a token issued 16 minutes ago has expired", async () => {
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60 * 1000);
    expect(await verifyAccessToken(await signAccessToken(member, sixteenMinutesAgo))).toBeNull();
  });

  test("a token issued 14 minutes ago is still valid", async () => {
    const fourteenMinutesAgo = new Date(Date.now() - 14 * 60 * 1000);
    expect(await verifyAccessToken(await signAccessToken(member, fourteenMinutesAgo))).toEqual(member);
  });

  test("no cookie or an empty or garbage token is not a session", async () => {
    expect(await verifyAccessToken(undefined)).toBeNull();
    expect(await verifyAccessToken("")).toBeNull();
    expect(await verifyAccessToken("not.a.jwt")).toBeNull();
  });

  test("a token with a tampered signature is rejected", async () => {
    const [header, payload, signature] = parts(await signAccessToken(member));
    // Change the first character: the last one of a base64url signature carries padding bits.
    const tampered = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect(await verifyAccessToken(`${header}.${payload}.${tampered}`)).toBeNull();
  });

  test("a member who rewrites their role to ADMIN is rejected", async () => {
    const [header, payload, signature] = parts(await signAccessToken(member));
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const escalated = base64url({ ...claims, role: "ADMIN" });
    expect(await verifyAccessToken(`${header}.${escalated}.${signature}`)).toBeNull();
  });

  test("an unsigned token (alg: none) is rejected", async () => {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url({ alg: "none", typ: "JWT" });
    const payload = base64url({
      sub: member.userId,
      role: "ADMIN",
      typ: "access",
      iss: "atelier",
      aud: "atelier-web",
      iat: now,
      exp: now + 60,
    });
    expect(await verifyAccessToken(`${header}.${payload}.`)).toBeNull();
  });

  test("a token built like ours with our secret verifies (the forged cases below differ in one thing only)", async () => {
    expect(await verifyAccessToken(await forge())).toEqual(member);
  });

  test("a token signed with another secret is rejected", async () => {
    expect(
      await verifyAccessToken(await forge({ secret: "another-secret-that-is-also-long-enough-to-sign" })),
    ).toBeNull();
  });

  test("a token from another issuer is rejected", async () => {
    expect(await verifyAccessToken(await forge({ issuer: "someone-else" }))).toBeNull();
  });

  test("a token for another audience is rejected", async () => {
    expect(await verifyAccessToken(await forge({ audience: "atelier-admin-api" }))).toBeNull();
  });

  test("a refresh or verification token is not accepted as an access token", async () => {
    expect(await verifyAccessToken(await forge({ payload: { typ: "refresh" } }))).toBeNull();
    expect(await verifyAccessToken(await forge({ payload: { typ: undefined } }))).toBeNull();
  });

  test("a token with an unknown role is rejected", async () => {
    expect(await verifyAccessToken(await forge({ payload: { role: "SUPERUSER" } }))).toBeNull();
  });

  test("a token without a whole-number session version (one issued before versions existed) is rejected", async () => {
    expect(await verifyAccessToken(await forge({ payload: { sv: undefined } }))).toBeNull();
    expect(await verifyAccessToken(await forge({ payload: { sv: "0" } }))).toBeNull();
    expect(await verifyAccessToken(await forge({ payload: { sv: 1.5 } }))).toBeNull();
  });
});
