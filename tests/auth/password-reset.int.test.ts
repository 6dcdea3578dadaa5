import { describe, expect, test } from "vitest";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { PUT as updateMe } from "@/app/api/auth/me/route";
import { POST as refresh } from "@/app/api/auth/refresh/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { extractVerificationCode } from "../../e2e/helpers/mail";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useMailCatcher, waitForMail } from "../support/mail";
import { useTestDatabase } from "../support/database";

type Tokens = { accessToken: string; refreshToken: string };

const NEW_PASSWORD = "Coral+Clasp2026";

/** Every refused code, whatever the reason and whether or not the account exists, gets this one answer. */
const REFUSED = {
  code: "invalid_reset_code",
  error: "This reset code is not valid: it may be mistyped, expired or used up. Check it, or request a new one.",
};

/** A code of the right shape that is not `code`. */
function otherCode(code: string): string {
  return code.startsWith("AAAAA") ? "BBBBBB" : "AAAAAA";
}

// Resets hash the new password at the production bcrypt cost: slow on a busy machine.
describe("password reset", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const catcher = useMailCatcher();

  const forgot = (email: unknown) =>
    callRoute(forgotPassword, apiRequest("POST", "/api/auth/forgot-password", { origin: ORIGIN, body: { email } }));
  const reset = (email: string, token: string, newPassword = NEW_PASSWORD) =>
    callRoute(
      resetPassword,
      apiRequest("POST", "/api/auth/reset-password", { origin: ORIGIN, body: { email, token, newPassword } }),
    );
  const signIn = (email: string, password: string) =>
    callRoute<Tokens>(login, apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password } }));

  /** Asks for a reset and answers the code the `count`-th reset mail to `email` carries. */
  async function requestCode(email: string, count = 1): Promise<string> {
    expect((await forgot(email)).status).toBe(202);
    const mail = await waitFor(email, count);
    expect(mail.subject).toMatch(/^Your Atelier password reset code: [A-Z2-9]{6}$/);
    return extractVerificationCode(mail);
  }

  /** The newest of at least `count` reset mails to `email`. */
  async function waitFor(email: string, count: number) {
    const newest = await waitForMail(catcher(), email, count);
    expect(newest.subject).toContain("password reset code");
    return newest;
  }

  test("forgot-password answers 202 with the same body whether or not the account exists, and mails only a real one", async () => {
    const member = await createUser(database.client());
    const [known, unknown] = await Promise.all([forgot(member.email), forgot("no-such-member@example.test")]);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data).toEqual({ message: "If an account exists for this email, a reset code is on its way." });
    await waitFor(member.email, 1);
    expect(
      catcher()
        .messages()
        .filter((mail) => mail.to.includes("no-such-member@example.test")),
    ).toEqual([]);
  });

  test("the code is stored only as a hash for 15 minutes; with it the password changes and every session ends", async () => {
    const member = await createUser(database.client());
    const laptop = (await signIn(member.email, member.password)).body.data;
    const phone = (await signIn(member.email, member.password)).body.data;
    const code = await requestCode(member.email);
    const stored = await database.client().verificationCode.findUniqueOrThrow({
      where: { userId_purpose: { userId: member.id, purpose: "reset_password" } },
    });
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code);
    expect(Math.abs(stored.expiresAt.getTime() - stored.createdAt.getTime() - 15 * 60 * 1000)).toBeLessThan(2_000);

    const answer = await reset(member.email.toUpperCase(), code.toLowerCase());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ message: "Password reset successfully. You can now log in." });

    expect((await signIn(member.email, member.password)).status).toBe(401);
    expect((await signIn(member.email, NEW_PASSWORD)).status).toBe(200);
    for (const old of [laptop, phone]) {
      const renamed = await callRoute(
        updateMe,
        apiRequest("PUT", "/api/auth/me", { origin: ORIGIN, token: old.accessToken, body: { name: "Thief" } }),
      );
      expect(renamed.status).toBe(401);
      const renewed = await callRoute(
        refresh,
        apiRequest("POST", "/api/auth/refresh", { origin: ORIGIN, body: { refreshToken: old.refreshToken } }),
      );
      expect(renewed.status).toBe(401);
    }
    // Single use: the same code cannot set a password twice.
    expect((await reset(member.email, code, "Another+Pass99")).body.code).toBe("invalid_reset_code");
  });

  test("four wrong codes leave the right one working", async () => {
    const member = await createUser(database.client());
    const code = await requestCode(member.email);
    for (let i = 1; i <= 4; i += 1) expect((await reset(member.email, otherCode(code))).body).toMatchObject(REFUSED);
    expect((await reset(member.email, code)).status).toBe(200);
  });

  test("the fifth wrong code closes the code to that client: even the right one is refused there afterwards", async () => {
    const member = await createUser(database.client());
    const code = await requestCode(member.email);
    for (let i = 1; i <= 4; i += 1) await reset(member.email, otherCode(code));
    const fifth = await reset(member.email, otherCode(code));
    expect(fifth.body).toMatchObject(REFUSED);
    expect((await reset(member.email, code)).status).toBe(400);
    expect((await signIn(member.email, member.password)).status).toBe(200);
  });

  test("an expired code is refused and changes nothing", async () => {
    const member = await createUser(database.client());
    const code = await requestCode(member.email);
    await database.client().verificationCode.update({
      where: { userId_purpose: { userId: member.id, purpose: "reset_password" } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const answer = await reset(member.email, code);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(REFUSED);
    expect((await signIn(member.email, member.password)).status).toBe(200);
  });

  test("a new request replaces the old code, and a code for an unknown email is just invalid", async () => {
    const member = await createUser(database.client());
    const first = await requestCode(member.email);
    const second = await requestCode(member.email, 2);
    const [old, unknown] = [await reset(member.email, first), await reset("stranger@example.test", second)];
    expect([old.status, unknown.status]).toEqual([400, 400]);
    expect(old.body).toMatchObject(REFUSED);
    expect(unknown.body).toEqual(old.body);
    expect((await reset(member.email, second)).status).toBe(200);
  });

  test("the new password follows the password policy, with its messages", async () => {
    const member = await createUser(database.client());
    const code = await requestCode(member.email);
    const weak = await reset(member.email, code, "short");
    expect(weak.status).toBe(400);
    expect(weak.body.details?.map((detail) => detail.message)).toEqual([
      "Password must be at least 8 characters",
      "Password must contain an uppercase letter",
      "Password must contain a number",
      "Password must contain a special character",
    ]);
    // A refused password did not spend the code.
    expect((await reset(member.email, code)).status).toBe(200);
  });

  test("a verification code cannot be used as a reset code", async () => {
    const member = await createUser(database.client(), { verified: false });
    await database.client().verificationCode.create({
      data: {
        userId: member.id,
        purpose: "verify_email",
        codeHash: "0".repeat(64),
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    const code = await requestCode(member.email);
    const rows = await database
      .client()
      .verificationCode.findMany({ where: { userId: member.id }, orderBy: { purpose: "asc" } });
    expect(rows.map((row) => row.purpose)).toEqual(["verify_email", "reset_password"]);
    expect(rows[0]?.codeHash).not.toBe(rows[1]?.codeHash);
    // The reset verifies the address too: the code came through the mailbox.
    expect((await reset(member.email, code)).status).toBe(200);
    expect(
      (await database.client().user.findUniqueOrThrow({ where: { id: member.id } })).emailVerifiedAt,
    ).toBeInstanceOf(Date);
  });

  test("without an email, forgot-password asks for one", async () => {
    const answer = await forgot("");
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: "email", message: "Please enter your email address" }]);
  });
});
