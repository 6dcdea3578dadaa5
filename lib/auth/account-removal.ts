import "server-only";
import { loginLimits } from "@/lib/auth/login";
import { verifyPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db";
import { db } from "@/lib/db";
import { AppError, UnauthorizedError } from "@/lib/errors";
import { enforceRateLimits, refundRateLimits } from "@/lib/rate-limit/fixed-window";

const WRONG_PASSWORD = "Password is incorrect";

/** The account a deletion is about, once its password has been given again. */
export type ConfirmedAccount = { id: string; email: string; name: string };

/**
 * Checks the member's password before her account is deleted; 400 naming `password` when it is wrong. Wrong
 * passwords count as failed logins, so a stolen access token cannot be used to guess the password here either.
 */
export async function confirmAccountPassword(
  userId: string,
  password: string,
  client: string | null,
): Promise<ConfirmedAccount> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true, passwordHash: true },
  });
  if (!user) throw new UnauthorizedError();
  const limits = loginLimits(user.email, client);
  await enforceRateLimits(limits.checks);
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new AppError(400, "invalid_password", WRONG_PASSWORD, [{ path: "password", message: WRONG_PASSWORD }]);
  }
  await refundRateLimits(limits.refundOnSuccess);
  return { id: user.id, email: user.email, name: user.name };
}

/**
 * Deletes the account's own rows inside the caller's transaction: its codes, its sessions (refresh token families
 * and their tokens) and the user row, whose gone row ends every access token (confirmSession finds no account).
 * Orders keep their row: the database sets their user to null (ON DELETE SET NULL), so the books stay whole.
 * 401 when the account is already gone (a second click), which rolls back the caller's other deletions.
 */
export async function removeAccount(
  tx: Pick<Db, "user" | "verificationCode" | "refreshToken" | "refreshTokenFamily">,
  userId: string,
): Promise<void> {
  await tx.verificationCode.deleteMany({ where: { userId } });
  await tx.refreshToken.deleteMany({ where: { family: { userId } } });
  await tx.refreshTokenFamily.deleteMany({ where: { userId } });
  const { count } = await tx.user.deleteMany({ where: { id: userId } });
  if (count === 0) throw new UnauthorizedError();
}
