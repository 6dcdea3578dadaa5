import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { VERIFICATION_CODE_LENGTH } from "@/lib/auth/code-format";
import { env } from "@/lib/env";
import type { CodePurpose } from "@/lib/generated/prisma/enums";

/** Upper-case letters and digits without the look-alikes 0/O, 1/I/L: 31 symbols, about 30 bits per code. */
export const VERIFICATION_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const VERIFICATION_CODE_TTL_MINUTES = 15;
/**
 * Tries at one code from clients that are not the account's known browsers, all together: a client has 5
 * (CODE_TRIES_PER_CLIENT), and this bounds what many addresses (a botnet, the /64s of one /48) can guess at it.
 * Past it the code refuses those clients, while her known browser can still use it.
 */
export const VERIFICATION_CODE_STRANGER_TRIES = 25;

// The purpose is part of what is hashed, so a verification code can never be replayed as a reset code.
const HASH_PREFIX: Record<CodePurpose, string> = { verify_email: "verify-email", reset_password: "reset-password" };

/** A fresh code drawn with the operating system's cryptographic generator. */
export function generateVerificationCode(): string {
  let code = "";
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i += 1) {
    code += VERIFICATION_CODE_ALPHABET.charAt(randomInt(VERIFICATION_CODE_ALPHABET.length));
  }
  return code;
}

/**
 * What is stored instead of the code: an HMAC under AUTH_SECRET, bound to the user and the code's purpose, so a
 * leaked table neither reveals codes nor can be brute-forced offline without the secret.
 */
export function hashVerificationCode(userId: string, code: string, purpose: CodePurpose = "verify_email"): string {
  return createHmac("sha256", env().AUTH_SECRET).update(`${HASH_PREFIX[purpose]}:${userId}:${code}`).digest("hex");
}

/** Whether `code` is the one whose hash is stored; constant-time. */
export function verificationCodeMatches(
  userId: string,
  code: string,
  storedHash: string,
  purpose: CodePurpose = "verify_email",
): boolean {
  const candidate = Buffer.from(hashVerificationCode(userId, code, purpose), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
