import "server-only";
import { signToken, verifyToken } from "@/lib/auth/signed-token";
import type { Role } from "@/lib/generated/prisma/enums";

const ACCESS_TOKEN_KIND = { audience: "atelier-web", typ: "access" };
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * What an access token says: who, their role when it was issued, and their session version then. The role and
 * the version are only claims: handlers that act on them compare them with the database (lib/auth/current-session.ts).
 */
export type AccessClaims = { userId: string; role: Role; sessionVersion: number; familyId?: string };

/**
 * A signed 15-minute access token naming the user, their role, their session version and the session (refresh
 * family) it was issued for, so that signing out with it alone ends that session too.
 */
export function signAccessToken(claims: AccessClaims, now = new Date()): Promise<string> {
  const family = claims.familyId ? { fam: claims.familyId } : {};
  return signToken(
    ACCESS_TOKEN_KIND,
    claims.userId,
    ACCESS_TOKEN_TTL_SECONDS,
    { role: claims.role, sv: claims.sessionVersion, ...family },
    now,
  );
}

/** The claims of a valid access token, or null for anything forged, expired, or of another kind. */
export async function verifyAccessToken(token: string | undefined): Promise<AccessClaims | null> {
  const payload = await verifyToken(ACCESS_TOKEN_KIND, token);
  if (!payload) return null;
  if (payload.role !== "USER" && payload.role !== "ADMIN") return null;
  // Tokens from before session versions existed carry none: refused, so the browser renews them once.
  if (typeof payload.sv !== "number" || !Number.isInteger(payload.sv)) return null;
  const family = typeof payload.fam === "string" ? { familyId: payload.fam } : {};
  return { userId: payload.sub, role: payload.role, sessionVersion: payload.sv, ...family };
}
