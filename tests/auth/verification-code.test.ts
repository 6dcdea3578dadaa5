import { describe, expect, test } from "vitest";
import {
  VERIFICATION_CODE_ALPHABET,
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from "@/lib/auth/verification-code";

describe("verification codes", () => {
  test("are 6 characters from upper-case letters and digits without 0, O, 1, I or L", () => {
    for (let i = 0; i < 2000; i += 1) {
      expect(generateVerificationCode()).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    }
    expect(VERIFICATION_CODE_ALPHABET).toBe("ABCDEFGHJKMNPQRSTUVWXYZ23456789");
  });

  test("use every symbol of the alphabet, spread evenly", () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 5000; i += 1) {
      for (const symbol of generateVerificationCode()) seen.set(symbol, (seen.get(symbol) ?? 0) + 1);
    }
    expect(seen.size).toBe(31);
    // 30 000 draws over 31 symbols: about 968 each; a biased generator would fall far outside this band.
    for (const count of seen.values()) {
      expect(count).toBeGreaterThan(800);
      expect(count).toBeLessThan(1150);
    }
  });

  test("do not repeat in practice", () => {
    const codes = new Set(Array.from({ length: 1000 }, () => generateVerificationCode()));
    expect(codes.size).toBeGreaterThan(995);
  });

  test("are stored as a keyed hash bound to the user", () => {
    const hash = hashVerificationCode("user_a", "K7Q2ZP");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("K7Q2ZP");
    expect(verificationCodeMatches("user_a", "K7Q2ZP", hash)).toBe(true);
    expect(verificationCodeMatches("user_a", "K7Q2ZQ", hash)).toBe(false);
    expect(verificationCodeMatches("user_b", "K7Q2ZP", hash)).toBe(false);
    expect(verificationCodeMatches("user_a", "K7Q2ZP", "not-hex")).toBe(false);
  });
});
