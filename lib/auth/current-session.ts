import "server-only";
import type { AccessClaims } from "@/lib/auth/access-token";
import { db } from "@/lib/db";

/**
 * The token's claims as they stand in the database now, or null when they no longer hold: the account is gone, or
 * its session version moved on (logout, password change or reset since the token was issued). The role is the
 * stored one, so a demotion takes effect on the very next request, not when the token expires.
 */
export async function confirmSession(claims: AccessClaims): Promise<AccessClaims | null> {
  const user = await db.user.findUnique({ where: { id: claims.userId }, select: { role: true, sessionVersion: true } });
  if (!user || user.sessionVersion !== claims.sessionVersion) return null;
  return { userId: claims.userId, role: user.role, sessionVersion: user.sessionVersion };
}

/** Ends every access token of the user at once (their refresh tokens are dealt with by the caller). */
export async function bumpSessionVersion(userId: string, client: Pick<typeof db, "user"> = db): Promise<number> {
  const updated = await client.user.update({
    where: { id: userId },
    data: { sessionVersion: { increment: 1 } },
    select: { sessionVersion: true },
  });
  return updated.sessionVersion;
}
