import "server-only";
import { bumpSessionVersion } from "@/lib/auth/current-session";
import { loginLimits } from "@/lib/auth/login";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { revokeAllRefreshFamilies } from "@/lib/auth/refresh-tokens";
import type { ChangePasswordInput } from "@/lib/auth/schemas";
import { startSession, type SessionTokens } from "@/lib/auth/session";
import { toUserDto, userDtoSelect, type UserDto } from "@/lib/auth/user-dto";
import { db, transaction } from "@/lib/db";
import { AppError, UnauthorizedError } from "@/lib/errors";
import { enforceRateLimits, refundRateLimits } from "@/lib/rate-limit/fixed-window";

const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

/** The signed-in user as stored now; 401 when the account no longer exists. */
export async function getUserProfile(userId: string): Promise<UserDto> {
  const user = await db.user.findUnique({ where: { id: userId }, select: userDtoSelect });
  if (!user) throw new UnauthorizedError();
  return toUserDto(user);
}

/**
 * The signed-in member's email and whether she verified it (a members-only discount asks); 401 when the account is
 * gone.
 */
export async function getMemberEmail(userId: string): Promise<{ email: string; verified: boolean }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
  if (!user) throw new UnauthorizedError();
  return { email: user.email, verified: user.emailVerifiedAt !== null };
}

/** Renames the user; the name is the only profile field a member can change. */
export async function updateProfileName(userId: string, { name }: { name: string }): Promise<UserDto> {
  const updated = await db.user.updateMany({ where: { id: userId }, data: { name } });
  if (updated.count === 0) throw new UnauthorizedError();
  return getUserProfile(userId);
}

/**
 * Replaces the password after checking the current one, signs out every session of the user (a thief holding
 * a refresh token loses it, and every access token dies with the session version) and starts a fresh one for the
 * caller. Wrong current passwords count as failed
 * logins, so a stolen access token cannot be used to guess the password either.
 */
export async function changePassword(
  userId: string,
  input: ChangePasswordInput,
  client: string | null,
): Promise<SessionTokens> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, role: true, passwordHash: true },
  });
  if (!user) throw new UnauthorizedError();
  const limits = loginLimits(user.email, client);
  await enforceRateLimits(limits.checks);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError(400, "invalid_current_password", WRONG_CURRENT_PASSWORD, [
      { path: "currentPassword", message: WRONG_CURRENT_PASSWORD },
    ]);
  }
  await refundRateLimits(limits.refundOnSuccess);
  const passwordHash = await hashPassword(input.newPassword);
  const sessionVersion = await transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await revokeAllRefreshFamilies(user.id, "password_changed", tx);
    return bumpSessionVersion(user.id, tx);
  });
  return startSession({ ...user, sessionVersion });
}
