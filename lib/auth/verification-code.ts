import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { VERIFICATION_CODE_LENGTH } from "@/lib/auth/schemas";
import { env } from "@/lib/env";

/** Upper-case letters and digits without the look-alikes 0/O, 1/I/L: 31 symbols, about 30 bits per code. */
export const VERIFICATION_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

/** A fresh code drawn with the operating system's cryptographic generator. */
export function generateVerificationCode(): string {
  let code = "";
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i += 1) {
    code += VERIFICATION_CODE_ALPHABET.charAt(randomInt(VERIFICATION_CODE_ALPHABET.length));
  }
  return code;
}

/**
 * What is stored instead of the code: an HMAC under AUTH_SECRET, bound to the user, so a leaked table neither
 * reveals codes nor can be brute-forced offline without the secret.
 */
export function hashVerificationCode(userId: string, code: string): string {
  return createHmac("sha256", env().AUTH_SECRET).update(`verify-email:${userId}:${code}`).digest("hex");
}

/** Whether `code` is the one whose hash is stored; constant-time. */
export function verificationCodeMatches(userId: string, code: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashVerificationCode(userId, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
