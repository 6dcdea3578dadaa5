import "server-only";
import { jwtVerify, SignJWT } from "jose";
import { env } from "@/lib/env";
import type { Role } from "@/lib/generated/prisma/enums";

const ISSUER = "atelier";
const AUDIENCE = "atelier-web";
const ALGORITHM = "HS256";
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * What an access token says: who, their role when it was issued, and their session version then. The role and
 * the version are only claims: handlers that act on them compare them with the database (lib/auth/current-session.ts).
 */
export type AccessClaims = { userId: string; role: Role; sessionVersion: number };

function key(): Uint8Array {
  return new TextEncoder().encode(env().AUTH_SECRET);
}

/** A signed 15-minute access token naming the user, their role and their session version. */
export async function signAccessToken(claims: AccessClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role, sv: claims.sessionVersion, typ: "access" })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key());
}

/** The claims of a valid access token, or null for anything forged, expired, or of another kind. */
export async function verifyAccessToken(token: string | undefined): Promise<AccessClaims | null> {
  if (!token) return null;
  // Outside the try: a misconfigured secret must fail loudly, not look like everyone being signed out.
  const secret = key();
  try {
    // The algorithm is pinned so that "none" or an asymmetric-key confusion can never verify.
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: [ALGORITHM] });
    if (payload.typ !== "access" || typeof payload.sub !== "string") return null;
    if (payload.role !== "USER" && payload.role !== "ADMIN") return null;
    // Tokens from before session versions existed carry none: refused, so the browser renews them once.
    if (typeof payload.sv !== "number" || !Number.isInteger(payload.sv)) return null;
    return { userId: payload.sub, role: payload.role, sessionVersion: payload.sv };
  } catch {
    return null;
  }
}
