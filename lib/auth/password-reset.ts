import "server-only";
import { randomUUID } from "node:crypto";
import { passwordResetCodeEmail } from "@/emails/password-reset-code";
import { CODE_ERRORS, checkOneTimeCode, consumeOneTimeCode, issueOneTimeCode } from "@/lib/auth/one-time-code";
import { hashPassword } from "@/lib/auth/password";
import { revokeAllRefreshFamilies } from "@/lib/auth/refresh-tokens";
import type { ResetPasswordInput } from "@/lib/auth/schemas";
import { VERIFICATION_CODE_TTL_MINUTES } from "@/lib/auth/verification-code";
import { db, transaction } from "@/lib/db";
import { deliverEmailsSoon, dropUnsentMail, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import {
  RESET_ATTEMPTS_PER_CLIENT,
  RESET_REQUESTS_PER_CLIENT,
  RESET_REQUESTS_PER_EMAIL_AND_CLIENT,
  RESET_REQUESTS_PER_EMAIL_HOURLY,
} from "@/lib/rate-limit/policies";

/** What POST /api/auth/forgot-password answers, for every email alike. */
export const RESET_REQUESTED_MESSAGE = "If an account exists for this email, a reset code is on its way.";
export const PASSWORD_RESET_MESSAGE = "Password reset successfully. You can now log in.";

function resetMailKeyPrefix(userId: string): string {
  return `reset-password:${userId}:`;
}

/**
 * Emails a 6-character reset code to the account with this email, replacing any earlier code; does nothing for
 * an unknown email, so the answer cannot tell whether an account exists. Limited per (email, client), per email
 * and per client: a stranger asking for her codes does not use up the owner's requests.
 */
export async function requestPasswordReset(email: string, client: string | null): Promise<void> {
  const account = email.toLowerCase();
  await enforceRateLimits([
    [RESET_REQUESTS_PER_EMAIL_AND_CLIENT, `${account}|${client ?? "unknown-client"}`],
    [RESET_REQUESTS_PER_EMAIL_HOURLY, account],
    [RESET_REQUESTS_PER_CLIENT, client],
  ]);
  const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true, email: true } });
  if (!user) return;
  await transaction(async (tx) => {
    const code = await issueOneTimeCode(tx, user.id, "reset_password");
    const prefix = resetMailKeyPrefix(user.id);
    // Unsent mail with an earlier code would only confuse: that code no longer works.
    await dropUnsentMail(tx, prefix);
    const mail = passwordResetCodeEmail({ name: user.name, code, validMinutes: VERIFICATION_CODE_TTL_MINUTES, appUrl: env().APP_URL });
    await enqueueEmail(tx, { to: user.email, ...mail, secret: code, dedupeKey: `${prefix}${randomUUID()}` });
  });
  deliverEmailsSoon();
}

/**
 * Sets a new password with the emailed code (15 minutes, 5 tries, single use) and ends every session of the
 * member: refresh tokens are revoked and the session version moves on, so no access token issued before works.
 * The code came through the mailbox, so an account still awaiting verification is verified by it too.
 */
export async function resetPassword({ email, token, newPassword }: ResetPasswordInput, client: string | null): Promise<void> {
  // Guesses are limited per client here and per code (5 tries) in checkOneTimeCode, never per email: a count per
  // email would let a stranger's wrong guesses refuse the owner's right code.
  await enforceRateLimits([[RESET_ATTEMPTS_PER_CLIENT, client]]);
  const user = await db.user.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true } });
  if (!user) throw CODE_ERRORS.reset_password.invalid();
  const matched = await checkOneTimeCode(user.id, "reset_password", token);
  // Hashed only once the code is known to be right: a wrong guess costs no bcrypt round.
  const passwordHash = await hashPassword(newPassword);
  await transaction(async (tx) => {
    await consumeOneTimeCode(tx, matched);
    await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, sessionVersion: { increment: 1 }, emailVerifiedAt: user.emailVerifiedAt ?? new Date() },
    });
    await revokeAllRefreshFamilies(user.id, "password_reset", tx);
  });
}
