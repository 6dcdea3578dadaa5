import "server-only";
import {
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from "@/lib/auth/verification-code";
import { db, type Db } from "@/lib/db";
import type { CodePurpose } from "@/lib/generated/prisma/enums";
import { AppError } from "@/lib/errors";
import { isRecordNotFound } from "@/lib/db-errors";

export type CodeWriter = Pick<Db, "verificationCode">;

/** The answers a code's owner gets: same rules for every purpose, worded for each. */
type CodeErrors = { invalid: () => AppError; expired: () => AppError; dead: () => AppError };

const resetCodeRefused = () => new AppError(400, "invalid_reset_code", "This reset code is not valid: it may be mistyped, expired or used up. Check it, or request a new one.");

const deadCode = () => new AppError(400, "too_many_attempts", "Too many incorrect attempts. Please request a new code.");

export const CODE_ERRORS: Record<CodePurpose, CodeErrors> = {
  verify_email: {
    invalid: () => new AppError(400, "invalid_verification_code", "Invalid verification code"),
    expired: () => new AppError(400, "verification_code_expired", "Verification code has expired. Please request a new one."),
    dead: deadCode,
  },
  // One answer for every failure, and for an unknown email: whether a code is expired or used up would tell a
  // stranger that an account with a pending reset exists.
  reset_password: { invalid: resetCodeRefused, expired: resetCodeRefused, dead: resetCodeRefused },
};

/**
 * A fresh code for the user and purpose, replacing any earlier one (one row per user and purpose, so the old code
 * dies at once), written inside the caller's transaction. Answers the code itself, for the mail only.
 */
export async function issueOneTimeCode(tx: CodeWriter, userId: string, purpose: CodePurpose): Promise<string> {
  const code = generateVerificationCode();
  const codeHash = hashVerificationCode(userId, code, purpose);
  const expiresAt = new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60 * 1000);
  await tx.verificationCode.upsert({
    where: { userId_purpose: { userId, purpose } },
    create: { userId, purpose, codeHash, expiresAt },
    update: { codeHash, expiresAt, attempts: 0, createdAt: new Date() },
  });
  return code;
}

/** A code that matched: one try spent on it, not yet consumed. */
type MatchedCode = { id: string; codeHash: string; purpose: CodePurpose };

/**
 * Spends one try of the user's code (15 minutes, 5 tries) and answers it when it matches; throws the purpose's
 * error otherwise. Each try is counted before the comparison, in one conditional update, so even parallel guesses
 * get five tries per code in all, and the fifth wrong one kills it. The caller then consumes it (single use).
 */
export async function checkOneTimeCode(userId: string, purpose: CodePurpose, code: string): Promise<MatchedCode> {
  const errors = CODE_ERRORS[purpose];
  const current = await db.verificationCode.findUnique({ where: { userId_purpose: { userId, purpose } } });
  if (!current) throw errors.invalid();
  const now = new Date();
  if (current.expiresAt <= now) throw errors.expired();
  const counted = await db.verificationCode
    .update({
      where: { id: current.id, attempts: { lt: VERIFICATION_CODE_MAX_ATTEMPTS }, expiresAt: { gt: now } },
      data: { attempts: { increment: 1 } },
    })
    .catch((error: unknown) => {
      // P2025: the row no longer matches (fifth try used, expired meanwhile, or replaced by a new code).
      if (isRecordNotFound(error)) return null;
      throw error;
    });
  if (!counted) throw errors.dead();
  if (!verificationCodeMatches(userId, code, counted.codeHash, purpose)) {
    if (counted.attempts < VERIFICATION_CODE_MAX_ATTEMPTS) throw errors.invalid();
    await db.verificationCode.deleteMany({ where: { id: counted.id } });
    throw errors.dead();
  }
  return { id: counted.id, codeHash: counted.codeHash, purpose };
}

/**
 * Uses up a matched code inside the transaction that acts on it. Deleting the exact code is what makes it
 * single-use: of two concurrent successes, the second finds nothing and fails, and a code replaced meanwhile
 * (a new one was sent) no longer counts.
 */
export async function consumeOneTimeCode(tx: CodeWriter, matched: MatchedCode): Promise<void> {
  const consumed = await tx.verificationCode.deleteMany({ where: { id: matched.id, codeHash: matched.codeHash } });
  if (consumed.count === 0) throw CODE_ERRORS[matched.purpose].invalid();
}
