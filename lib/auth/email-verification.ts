import "server-only";
import { randomUUID } from "node:crypto";
import { verificationCodeEmail } from "@/emails/verification-code";
import {
  CODE_ERRORS,
  checkOneTimeCode,
  consumeOneTimeCode,
  issueOneTimeCode,
  type CodeWriter,
} from "@/lib/auth/one-time-code";
import type { VerifyEmailInput } from "@/lib/auth/schemas";
import { VERIFICATION_CODE_TTL_MINUTES } from "@/lib/auth/verification-code";
import { db, transaction, type Tx } from "@/lib/db";
import { deliverEmailsSoon, dropUnsentMail, enqueueEmail, type OutboxWriter } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import {
  RESENDS_PER_CLIENT,
  RESENDS_PER_EMAIL_AND_CLIENT,
  RESENDS_PER_EMAIL_HOURLY,
  VERIFY_ATTEMPTS_PER_CLIENT,
} from "@/lib/rate-limit/policies";
import type { MailGate } from "@/lib/rate-limit/unproven-mail";

function verificationMailKeyPrefix(userId: string): string {
  return `verify-email:${userId}:`;
}

/**
 * Gives the user a fresh code (replacing any earlier one) and queues its mail, inside the caller's transaction.
 * Unsent mail carrying an earlier code is dropped, since that code no longer works.
 */
export async function issueVerificationCode(
  tx: CodeWriter & OutboxWriter,
  user: { id: string; name: string; email: string },
): Promise<void> {
  const code = await issueOneTimeCode(tx, user.id, "verify_email");
  const prefix = verificationMailKeyPrefix(user.id);
  await dropUnsentMail(tx, prefix);
  const mail = verificationCodeEmail({
    name: user.name,
    code,
    validMinutes: VERIFICATION_CODE_TTL_MINUTES,
    appUrl: env().APP_URL,
  });
  await enqueueEmail(tx, { to: user.email, ...mail, secret: code, dedupeKey: `${prefix}${randomUUID()}` });
}

/** Kills the user's verification code, and its mail if still unsent, inside the caller's transaction. */
export async function withdrawVerificationCode(tx: CodeWriter & OutboxWriter, userId: string): Promise<void> {
  await tx.verificationCode.deleteMany({ where: { userId, purpose: "verify_email" } });
  await dropUnsentMail(tx, verificationMailKeyPrefix(userId));
}

/** What happens to other domains' rows once an address is proven hers, in the verification's transaction. */
export type OnEmailVerified = (tx: Tx, account: { id: string; email: string }) => Promise<unknown>;

/**
 * Marks the account verified when the code is right (15 minutes, 5 tries per client, single use). Guesses are limited
 * per client and per (code, client), not per email, so strangers cannot refuse or kill the owner's right code.
 * `onVerified` runs in the same transaction (her guest orders join the account: lib/orders owns them, and lib/auth
 * does not import it).
 */
export async function verifyEmail(
  { email, token }: VerifyEmailInput,
  client: string | null,
  onVerified: OnEmailVerified,
): Promise<void> {
  await enforceRateLimits([[VERIFY_ATTEMPTS_PER_CLIENT, client]]);
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, emailVerifiedAt: true } });
  if (!user || user.emailVerifiedAt) throw CODE_ERRORS.verify_email.invalid();
  const matched = await checkOneTimeCode(user.id, "verify_email", token, { client });
  await transaction(async (tx) => {
    await consumeOneTimeCode(tx, matched);
    await tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    await onVerified(tx, { id: user.id, email: user.email });
  });
}

/**
 * Sends a new code to an account still awaiting verification. Answers the same way for unknown and already
 * verified emails, so the endpoint does not reveal which accounts exist; limited per (email, client), per email
 * and per client, and mailed only within `mayMail` (the mail budget of an address that has proven nothing).
 */
export async function resendVerificationCode(email: string, client: string | null, mayMail: MailGate): Promise<void> {
  const account = email.toLowerCase();
  await enforceRateLimits([
    [RESENDS_PER_EMAIL_AND_CLIENT, `${account}|${client ?? "unknown-client"}`],
    [RESENDS_PER_EMAIL_HOURLY, account],
    [RESENDS_PER_CLIENT, client],
  ]);
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, name: true, email: true, emailVerifiedAt: true },
  });
  if (!user || user.emailVerifiedAt) return;
  await transaction(async (tx) => {
    if (await mayMail(tx, user.email)) await issueVerificationCode(tx, user);
  });
  deliverEmailsSoon();
}
