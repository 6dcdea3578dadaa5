import "server-only";
import { randomUUID } from "node:crypto";
import { verificationCodeEmail } from "@/emails/verification-code";
import type { VerifyEmailInput } from "@/lib/auth/schemas";
import {
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from "@/lib/auth/verification-code";
import { db, type Db } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { RESENDS_PER_EMAIL } from "@/lib/rate-limit/policies";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";

type CodeWriter = Pick<Db, "verificationCode" | "emailOutbox">;

const invalidCode = () => new AppError(400, "invalid_verification_code", "Invalid verification code");
const expiredCode = () =>
  new AppError(400, "verification_code_expired", "Verification code has expired. Please request a new one.");
const deadCode = () => new AppError(400, "too_many_attempts", "Too many incorrect attempts. Please request a new code.");

function isRecordNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2025";
}

function verificationMailKeyPrefix(userId: string): string {
  return `verify-email:${userId}:`;
}

/**
 * Gives the user a fresh code (replacing any earlier one: one row per user) and queues its mail, inside the
 * caller's transaction. Unsent mail carrying an earlier code is dropped, since that code no longer works.
 */
export async function issueVerificationCode(tx: CodeWriter, user: { id: string; name: string; email: string }): Promise<void> {
  const code = generateVerificationCode();
  const codeHash = hashVerificationCode(user.id, code);
  const expiresAt = new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60 * 1000);
  await tx.verificationCode.upsert({
    where: { userId: user.id },
    create: { userId: user.id, codeHash, expiresAt },
    update: { codeHash, expiresAt, attempts: 0, createdAt: new Date() },
  });
  const prefix = verificationMailKeyPrefix(user.id);
  await tx.emailOutbox.deleteMany({ where: { dedupeKey: { startsWith: prefix }, status: "pending", sentAt: null } });
  const mail = verificationCodeEmail({ name: user.name, code, validMinutes: VERIFICATION_CODE_TTL_MINUTES, appUrl: env().APP_URL });
  await enqueueEmail(tx, { to: user.email, ...mail, dedupeKey: `${prefix}${randomUUID()}` });
}

/**
 * Marks the account verified when the code is right. Each try is counted before the comparison, in one
 * conditional update, so even parallel guesses get five tries per code in all; the fifth wrong one kills it.
 */
export async function verifyEmail({ email, token }: VerifyEmailInput): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true } });
  if (!user || user.emailVerifiedAt) throw invalidCode();
  const current = await db.verificationCode.findUnique({ where: { userId: user.id } });
  if (!current) throw invalidCode();
  const now = new Date();
  if (current.expiresAt <= now) throw expiredCode();
  const counted = await db.verificationCode
    .update({
      where: { id: current.id, attempts: { lt: VERIFICATION_CODE_MAX_ATTEMPTS }, expiresAt: { gt: now } },
      data: { attempts: { increment: 1 } },
    })
    .catch((error: unknown) => {
      // P2025: the row no longer matches (fifth try used, expired meanwhile, or replaced by a resend).
      if (isRecordNotFound(error)) return null;
      throw error;
    });
  if (!counted) throw deadCode();
  if (!verificationCodeMatches(user.id, token, counted.codeHash)) {
    if (counted.attempts < VERIFICATION_CODE_MAX_ATTEMPTS) throw invalidCode();
    await db.verificationCode.deleteMany({ where: { id: counted.id } });
    throw deadCode();
  }
  await db.$transaction(async (tx) => {
    // Deleting the exact code consumed is what makes it single-use: a second, concurrent success finds nothing.
    const consumed = await tx.verificationCode.deleteMany({ where: { id: counted.id, codeHash: counted.codeHash } });
    if (consumed.count === 0) throw invalidCode();
    await tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: now } });
  });
}

/**
 * Sends a new code to an account still awaiting verification. Answers the same way for unknown and already
 * verified emails, so the endpoint does not reveal which accounts exist; 3 requests per 15 minutes per email.
 */
export async function resendVerificationCode(email: string): Promise<void> {
  await enforceRateLimits([[RESENDS_PER_EMAIL, email.toLowerCase()]]);
  const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true, email: true, emailVerifiedAt: true } });
  if (!user || user.emailVerifiedAt) return;
  await db.$transaction((tx) => issueVerificationCode(tx, user));
  deliverEmailsSoon();
}
