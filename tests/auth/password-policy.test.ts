import { describe, expect, test } from "vitest";
import { changePasswordFormSchema, newPasswordSchema, signupFormSchema } from "@/lib/auth/schemas";

function messages(password: unknown): string[] {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("the password policy", () => {
  test("a password meeting every rule passes", () => {
    expect(messages("Garnet&Gold42")).toEqual([]);
    expect(messages("Aa1!aaaa")).toEqual([]);
  });

  test.each([
    ["Aa1!aaa", "Password must be at least 8 characters"],
    ["aa1!aaaa", "Password must contain an uppercase letter"],
    ["AA1!AAAA", "Password must contain a lowercase letter"],
    ["Aab!aaaa", "Password must contain a number"],
    ["Aa1aaaaa", "Password must contain a special character"],
  ])("%s fails with exactly '%s'", (password, message) => {
    expect(messages(password)).toEqual([message]);
  });

  test("an empty password reports every rule it breaks, in the policy's order", () => {
    expect(messages("")).toEqual([
      "Password must be at least 8 characters",
      "Password must contain an uppercase letter",
      "Password must contain a lowercase letter",
      "Password must contain a number",
      "Password must contain a special character",
    ]);
  });

  test("a space or a non-Latin symbol counts as a special character", () => {
    expect(messages("Aa1 aaaa")).toEqual([]);
    expect(messages("Aa1€aaaa")).toEqual([]);
  });

  test("bcrypt's 72-byte limit is counted in bytes, not characters", () => {
    expect(messages(`Aa1!${"a".repeat(68)}`)).toEqual([]);
    expect(messages(`Aa1!${"a".repeat(69)}`)).toEqual(["Password must be at most 72 bytes"]);
    expect(messages(`Aa1!${"é".repeat(35)}`)).toEqual(["Password must be at most 72 bytes"]);
  });

  test("a missing password is required, not too short", () => {
    expect(messages(undefined)).toEqual(["Password is required"]);
  });

  test("the signup and change-password forms want matching confirmations", () => {
    const signup = signupFormSchema.safeParse({
      name: "A",
      email: "a@example.test",
      password: "Aa1!aaaa",
      confirmPassword: "Aa1!aaab",
    });
    expect(signup.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["confirmPassword", "Passwords do not match"],
    ]);
    const change = changePasswordFormSchema.safeParse({
      currentPassword: "x",
      newPassword: "Aa1!aaaa",
      confirmPassword: "Aa1!aaaa",
    });
    expect(change.success).toBe(true);
  });
});
