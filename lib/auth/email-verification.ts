import "server-only";
import { randomUUID } from "node:crypto";
import { verificationCodeEmail } from "@/emails/verification-code";
import { CODE_ERRORS, checkOneTimeCode, consumeOneTimeCode, issueOneTimeCode, type CodeWriter } from "@/lib/auth/one-time-code";
import type { VerifyEmailInput } from "@/lib/auth/schemas";
import { VERIFICATION_CODE_TTL_MINUTES } from "@/lib/auth/verification-code";
import { db, transaction } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail, type OutboxWriter } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import { RESENDS_PER_CLIENT, RESENDS_PER_EMAIL } from "@/lib/rate-limit/policies";

function verificationMailKeyPrefix(userId: string): string {
  return `verify-email:${userId}:`;
}

/**
 * Gives the user a fresh code (replacing any earlier one) and queues its mail, inside the caller's transaction.
 * Unsent mail carrying an earlier code is dropped, since that code no longer works.
 */
export async function issueVerificationCode(tx: CodeWriter & OutboxWriter, user: { id: string; name: string; email: string }): Promise<void> {
  const code = await issueOneTimeCode(tx, user.id, "verify_email");
  const prefix = verificationMailKeyPrefix(user.id);
  await tx.emailOutbox.deleteMany({ where: { dedupeKey: { startsWith: prefix }, status: "pending", sentAt: null } });
  const mail = verificationCodeEmail({ name: user.name, code, validMinutes: VERIFICATION_CODE_TTL_MINUTES, appUrl: env().APP_URL });
  await enqueueEmail(tx, { to: user.email, ...mail, dedupeKey: `${prefix}${randomUUID()}` });
}

/** Marks the account verified when the code is right (15 minutes, 5 tries, single use). */
export async function verifyEmail({ email, token }: VerifyEmailInput): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true } });
  if (!user || user.emailVerifiedAt) throw CODE_ERRORS.verify_email.invalid();
  const matched = await checkOneTimeCode(user.id, "verify_email", token);
  await transaction(async (tx) => {
    await consumeOneTimeCode(tx, matched);
    await tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
  });
}

/**
 * Sends a new code to an account still awaiting verification. Answers the same way for unknown and already
 * verified emails, so the endpoint does not reveal which accounts exist; limited per email and per client.
 */
export async function resendVerificationCode(email: string, client: string | null): Promise<void> {
  await enforceRateLimits([
    [RESENDS_PER_EMAIL, email.toLowerCase()],
    [RESENDS_PER_CLIENT, client],
  ]);
  const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true, email: true, emailVerifiedAt: true } });
  if (!user || user.emailVerifiedAt) return;
  await transaction((tx) => issueVerificationCode(tx, user));
  deliverEmailsSoon();
}
