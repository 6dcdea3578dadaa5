import "server-only";
import { randomUUID } from "node:crypto";
import { passwordResetCodeEmail } from "@/emails/password-reset-code";
import { signUpPasswordCodeEmail } from "@/emails/sign-up-password-code";
import { trustedDeviceId } from "@/lib/auth/device-token";
import type { OnEmailVerified } from "@/lib/auth/email-verification";
import {
  CODE_ERRORS,
  checkOneTimeCode,
  consumeOneTimeCode,
  issueOneTimeCode,
  type CodeWriter,
} from "@/lib/auth/one-time-code";
import { hashPassword } from "@/lib/auth/password";
import { revokeAllRefreshFamilies } from "@/lib/auth/refresh-tokens";
import type { ResetPasswordInput } from "@/lib/auth/schemas";
import { VERIFICATION_CODE_TTL_MINUTES } from "@/lib/auth/verification-code";
import { db, transaction } from "@/lib/db";
import { deliverEmailsSoon, dropUnsentMail, enqueueEmail, type OutboxWriter } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { enforceRateLimits, type RateLimitCheck } from "@/lib/rate-limit/fixed-window";
import {
  RESET_ATTEMPTS_PER_CLIENT,
  RESET_ATTEMPTS_PER_DEVICE,
  RESET_REQUESTS_PER_CLIENT,
  RESET_REQUESTS_PER_DEVICE,
  RESET_REQUESTS_PER_EMAIL_AND_CLIENT,
  RESET_REQUESTS_PER_EMAIL_HOURLY,
} from "@/lib/rate-limit/policies";
import type { MailGate } from "@/lib/rate-limit/unproven-mail";

/** What POST /api/auth/forgot-password answers, for every email alike. */
export const RESET_REQUESTED_MESSAGE = "If an account exists for this email, a reset code is on its way.";
export const PASSWORD_RESET_MESSAGE = "Password reset successfully. You can now log in.";

function resetMailKeyPrefix(userId: string): string {
  return `reset-password:${userId}:`;
}

/**
 * What a reset request counts against: a browser that has signed in to the account (`deviceId`, from its device
 * cookie) its own counter only, so no stranger's requests for her email, from anywhere, ever refuse hers; anyone
 * else the pair (email, client), the email over an hour and the client.
 */
function resetRequestLimits(email: string, client: string | null, deviceId: string | null): RateLimitCheck[] {
  if (deviceId) return [[RESET_REQUESTS_PER_DEVICE, deviceId]];
  const account = email.toLowerCase();
  return [
    [RESET_REQUESTS_PER_EMAIL_AND_CLIENT, `${account}|${client ?? "unknown-client"}`],
    [RESET_REQUESTS_PER_EMAIL_HOURLY, account],
    [RESET_REQUESTS_PER_CLIENT, client],
  ];
}

/**
 * Emails a 6-character reset code to the account with this email, replacing any earlier code; does nothing for
 * an unknown email, so the answer cannot tell whether an account exists. Limited per (email, client), per email
 * and per client, or per device for her known browser (`deviceTokens`: its device cookies, before any query): a
 * stranger asking for her codes does not use up the owner's requests. Mailed only within `mayMail` (the mail budget
 * of an address that has proven nothing).
 */
export async function requestPasswordReset(
  email: string,
  client: string | null,
  mayMail: MailGate,
  deviceTokens: readonly string[] = [],
): Promise<void> {
  await enforceRateLimits(resetRequestLimits(email, client, await trustedDeviceId(deviceTokens, email)));
  const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true, email: true } });
  if (!user) return;
  await transaction(async (tx) => {
    // Past the mail budget of an address that has proven nothing, her earlier code lives on and no new one goes.
    if (!(await mayMail(tx, user.email))) return;
    const code = await issueOneTimeCode(tx, user.id, "reset_password");
    const prefix = resetMailKeyPrefix(user.id);
    // Unsent mail with an earlier code would only confuse: that code no longer works.
    await dropUnsentMail(tx, prefix);
    const mail = passwordResetCodeEmail({
      name: user.name,
      code,
      validMinutes: VERIFICATION_CODE_TTL_MINUTES,
      appUrl: env().APP_URL,
    });
    await enqueueEmail(tx, { to: user.email, ...mail, secret: code, dedupeKey: `${prefix}${randomUUID()}` });
  });
  deliverEmailsSoon();
}

/**
 * Mails the address of a contested sign-up (lib/auth/registration.ts) a reset code with which its owner chooses her
 * password and so finishes signing up, inside the caller's transaction; it replaces any earlier reset code.
 */
export async function issueSignUpPasswordCode(
  tx: CodeWriter & OutboxWriter,
  user: { id: string; email: string },
): Promise<void> {
  const code = await issueOneTimeCode(tx, user.id, "reset_password");
  const prefix = resetMailKeyPrefix(user.id);
  await dropUnsentMail(tx, prefix);
  const mail = signUpPasswordCodeEmail({ code, validMinutes: VERIFICATION_CODE_TTL_MINUTES, appUrl: env().APP_URL });
  await enqueueEmail(tx, { to: user.email, ...mail, secret: code, dedupeKey: `${prefix}${randomUUID()}` });
}

/**
 * Sets a new password with the emailed code (15 minutes, 5 tries per client, single use) and ends every session of
 * the member: refresh tokens are revoked and the session version moves on, so no access token issued before works.
 * The code came through the mailbox, so an account still awaiting verification is verified by it too, and
 * `onVerified` runs then, in the same transaction, as it does for a verification code.
 */
export async function resetPassword(
  { email, token, newPassword }: ResetPasswordInput,
  client: string | null,
  deviceTokens: readonly string[],
  onVerified: OnEmailVerified,
): Promise<void> {
  // Guesses are limited per client (or her known browser's device) here and per (code, client) in checkOneTimeCode,
  // never per email: a count per email would let a stranger's wrong guesses refuse the owner's right code.
  const deviceId = await trustedDeviceId(deviceTokens, email);
  await enforceRateLimits([deviceId ? [RESET_ATTEMPTS_PER_DEVICE, deviceId] : [RESET_ATTEMPTS_PER_CLIENT, client]]);
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, emailVerifiedAt: true } });
  if (!user) throw CODE_ERRORS.reset_password.invalid();
  const matched = await checkOneTimeCode(
    user.id,
    "reset_password",
    token,
    deviceId ? { device: deviceId } : { client },
  );
  // Hashed only once the code is known to be right: a wrong guess costs no bcrypt round.
  const passwordHash = await hashPassword(newPassword);
  await transaction(async (tx) => {
    await consumeOneTimeCode(tx, matched);
    await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, sessionVersion: { increment: 1 }, emailVerifiedAt: user.emailVerifiedAt ?? new Date() },
    });
    await revokeAllRefreshFamilies(user.id, "password_reset", tx);
    if (!user.emailVerifiedAt) await onVerified(tx, { id: user.id, email: user.email });
  });
}
