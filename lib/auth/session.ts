import "server-only";
import { signAccessToken, type AccessClaims } from "@/lib/auth/access-token";
import { bumpSessionVersion } from "@/lib/auth/current-session";
import {
  revokeFamilyOfMember,
  revokeFamilyOfToken,
  rotateRefreshToken,
  startRefreshFamily,
} from "@/lib/auth/refresh-tokens";
import type { Role } from "@/lib/generated/prisma/enums";
import { UnauthorizedError } from "@/lib/errors";

export type SessionTokens = { accessToken: string; refreshToken: string; refreshExpiresAt: Date };

/** A new session for a user who just proved who they are, at their current session version. */
export async function startSession(user: { id: string; role: Role; sessionVersion: number }): Promise<SessionTokens> {
  const refresh = await startRefreshFamily(user.id);
  const accessToken = await signAccessToken({
    userId: user.id,
    role: user.role,
    sessionVersion: user.sessionVersion,
    familyId: refresh.familyId,
  });
  return { accessToken, refreshToken: refresh.refreshToken, refreshExpiresAt: refresh.expiresAt };
}

/**
 * The next pair of tokens for a refresh token; the role and session version come from the database, so a demotion
 * takes effect, and a session that survived another session's logout carries on with the new version.
 */
export async function renewSession(refreshToken: string | undefined): Promise<SessionTokens> {
  if (!refreshToken) throw new UnauthorizedError("Refresh token required", "invalid_refresh_token");
  const rotated = await rotateRefreshToken(refreshToken);
  const accessToken = await signAccessToken({
    userId: rotated.userId,
    role: rotated.role,
    sessionVersion: rotated.sessionVersion,
    familyId: rotated.familyId,
  });
  return { accessToken, refreshToken: rotated.refreshToken, refreshExpiresAt: rotated.expiresAt };
}

/**
 * Signs out: the refresh token's session can no longer be renewed, and every access token of its member (and of
 * the caller's, when an access token came along) stops working at once. The member's other sessions lose only
 * their current access token: their next request renews it.
 */
export async function endSession(refreshToken: string | undefined, caller: AccessClaims | null): Promise<void> {
  const owner = refreshToken ? await revokeFamilyOfToken(refreshToken, "logout") : null;
  // An API client signing out with its access token alone ends the session that token was issued for.
  if (caller?.familyId) await revokeFamilyOfMember(caller.userId, caller.familyId, "logout");
  const members = new Set([owner, caller?.userId].filter((id): id is string => typeof id === "string"));
  for (const userId of members) await bumpSessionVersion(userId);
}
