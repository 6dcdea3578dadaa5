import "server-only";
import {
  VERIFICATION_CODE_STRANGER_TRIES,
  VERIFICATION_CODE_TTL_MINUTES,
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from "@/lib/auth/verification-code";
import { db, type Db } from "@/lib/db";
import type { CodePurpose } from "@/lib/generated/prisma/enums";
import { AppError } from "@/lib/errors";
import { hitRateLimit } from "@/lib/rate-limit/fixed-window";
import { CODE_TRIES_PER_CLIENT } from "@/lib/rate-limit/policies";

export type CodeWriter = Pick<Db, "verificationCode">;

/** The answers a code's owner gets: same rules for every purpose, worded for each. */
type CodeErrors = { invalid: () => AppError; expired: () => AppError; dead: () => AppError };

const resetCodeRefused = () =>
  new AppError(
    400,
    "invalid_reset_code",
    "This reset code is not valid: it may be mistyped, expired or used up. Check it, or request a new one.",
  );

const deadCode = () =>
  new AppError(400, "too_many_attempts", "Too many incorrect attempts. Please request a new code.");

export const CODE_ERRORS: Record<CodePurpose, CodeErrors> = {
  verify_email: {
    invalid: () => new AppError(400, "invalid_verification_code", "Invalid verification code"),
    expired: () =>
      new AppError(400, "verification_code_expired", "Verification code has expired. Please request a new one."),
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

/** Who is trying a code: a browser that has signed in to the account (its device id), or any client, by address. */
export type CodeGuesser = { device: string } | { client: string | null };

function guesserKey(guesser: CodeGuesser): string {
  return "device" in guesser ? `device:${guesser.device}` : `client:${guesser.client ?? "unknown-client"}`;
}

/**
 * Spends one try of the user's code (15 minutes, 5 tries per client) and answers it when it matches; throws the
 * purpose's error otherwise. Tries are counted per (code, client), before the comparison and atomically, so even
 * parallel guesses get five per client, and a client's fifth wrong one closes the code to that client only: strangers
 * cannot kill the owner's code. Clients other than her known browsers also share VERIFICATION_CODE_STRANGER_TRIES,
 * so many addresses together still guess little. The caller then consumes the code (single use).
 */
export async function checkOneTimeCode(
  userId: string,
  purpose: CodePurpose,
  code: string,
  guesser: CodeGuesser,
): Promise<MatchedCode> {
  const errors = CODE_ERRORS[purpose];
  const current = await db.verificationCode.findUnique({ where: { userId_purpose: { userId, purpose } } });
  if (!current) throw errors.invalid();
  const now = new Date();
  if (current.expiresAt <= now) throw errors.expired();
  // A new code reuses the row (one per user and purpose) with a new createdAt: its tries start afresh.
  const tries = await hitRateLimit(
    CODE_TRIES_PER_CLIENT,
    `${current.id}@${current.createdAt.getTime()}|${guesserKey(guesser)}`,
  );
  if (!tries.allowed) throw errors.dead();
  if (!("device" in guesser)) {
    // Conditional on the same code, not yet expired and with strangers' tries left: one update, so racing guesses
    // from many addresses never pass the shared bound.
    const counted = await db.verificationCode.updateMany({
      where: {
        id: current.id,
        codeHash: current.codeHash,
        attempts: { lt: VERIFICATION_CODE_STRANGER_TRIES },
        expiresAt: { gt: now },
      },
      data: { attempts: { increment: 1 } },
    });
    if (counted.count === 0) throw errors.dead();
  }
  if (!verificationCodeMatches(userId, code, current.codeHash, purpose)) {
    throw tries.count < CODE_TRIES_PER_CLIENT.limit ? errors.invalid() : errors.dead();
  }
  return { id: current.id, codeHash: current.codeHash, purpose };
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
