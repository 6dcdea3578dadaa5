import "server-only";
import type { AccessClaims } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import { UnauthorizedError } from "@/lib/errors";

/**
 * The token's claims as they stand in the database now, or null when they no longer hold: the account is gone, or
 * its session version moved on (logout, password change or reset since the token was issued). The role is the
 * stored one, so a demotion takes effect on the very next request, not when the token expires.
 */
export async function confirmSession(claims: AccessClaims): Promise<AccessClaims | null> {
  const user = await db.user.findUnique({ where: { id: claims.userId }, select: { role: true, sessionVersion: true } });
  if (!user || user.sessionVersion !== claims.sessionVersion) return null;
  const family = claims.familyId ? { familyId: claims.familyId } : {};
  return { userId: claims.userId, role: user.role, sessionVersion: user.sessionVersion, ...family };
}

/** Ends every access token of the user at once (their refresh tokens are dealt with by the caller). */
/**
 * Locks the member's row for the rest of the caller's transaction, so that one member's changes elsewhere (the cart)
 * run one at a time; 401 when the account no longer exists, as GET /api/auth/me answers.
 */
export async function lockAccount(tx: Pick<typeof db, "$queryRaw">, userId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
  if (rows.length === 0) throw new UnauthorizedError();
}

export async function bumpSessionVersion(userId: string, client: Pick<typeof db, "user"> = db): Promise<number> {
  const updated = await client.user.update({
    where: { id: userId },
    data: { sessionVersion: { increment: 1 } },
    select: { sessionVersion: true },
  });
  return updated.sessionVersion;
}
