import "server-only";
import { signAccessToken } from "@/lib/auth/access-token";
import { revokeFamilyOfToken, rotateRefreshToken, startRefreshFamily } from "@/lib/auth/refresh-tokens";
import type { Role } from "@/lib/generated/prisma/enums";
import { UnauthorizedError } from "@/lib/http/errors";

export type SessionTokens = { accessToken: string; refreshToken: string; refreshExpiresAt: Date };

/** A new session for a user who just proved who they are. */
export async function startSession(user: { id: string; role: Role }): Promise<SessionTokens> {
  const [accessToken, refresh] = await Promise.all([
    signAccessToken({ userId: user.id, role: user.role }),
    startRefreshFamily(user.id),
  ]);
  return { accessToken, refreshToken: refresh.refreshToken, refreshExpiresAt: refresh.expiresAt };
}

/** The next pair of tokens for a refresh token; the role comes from the database, so a demotion takes effect. */
export async function renewSession(refreshToken: string | undefined): Promise<SessionTokens> {
  if (!refreshToken) throw new UnauthorizedError("Refresh token required", "invalid_refresh_token");
  const rotated = await rotateRefreshToken(refreshToken);
  const accessToken = await signAccessToken({ userId: rotated.userId, role: rotated.role });
  return { accessToken, refreshToken: rotated.refreshToken, refreshExpiresAt: rotated.expiresAt };
}

/** Signs out the session the refresh token belongs to. */
export async function endSession(refreshToken: string): Promise<void> {
  await revokeFamilyOfToken(refreshToken, "logout");
}
