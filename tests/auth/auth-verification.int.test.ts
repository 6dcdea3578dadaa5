import { describe, expect, test } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as resend } from "@/app/api/auth/resend-verification/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { extractVerificationCode } from "../../e2e/helpers/mail";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { fromPeer } from "../support/clients";
import { useMailCatcher, waitFor, waitForCode, waitForMail } from "../support/mail";
import { useTestDatabase } from "../support/database";

const PASSWORD = "Opal+Wire2024";

/** A code of the right shape that is not `code`. */
function otherCode(code: string): string {
  return code.startsWith("AAAAA") ? "BBBBBB" : "AAAAAA";
}

// bcrypt at the production cost (12) is slow on purpose, and slower still on a busy machine.
describe("email verification", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const catcher = useMailCatcher();
  let counter = 0;

  /** Registers a fresh member through the API and returns their email and the code mailed to them. */
  async function signUp(): Promise<{ email: string; code: string }> {
    counter += 1;
    const email = `verify-${counter}@example.test`;
    const answer = await callRoute(
      register,
      apiRequest("POST", "/api/auth/register", {
        origin: ORIGIN,
        body: { name: `Member ${counter}`, email, password: PASSWORD },
      }),
    );
    expect(answer.status).toBe(202);
    return { email, code: await waitForCode(catcher(), email) };
  }

  function verify(email: string, token: string, headers: Record<string, string> = {}) {
    return callRoute(
      verifyEmail,
      apiRequest("POST", "/api/auth/verify-email", { origin: ORIGIN, body: { email, token }, headers }),
    );
  }

  async function isVerified(email: string): Promise<boolean> {
    const user = await database.client().user.findUniqueOrThrow({ where: { email } });
    return user.emailVerifiedAt !== null;
  }

  test("the code is stored only as a hash, valid for 15 minutes", async () => {
    const { email, code } = await signUp();
    const user = await database
      .client()
      .user.findUniqueOrThrow({ where: { email }, include: { verificationCodes: true } });
    const [stored] = user.verificationCodes;
    expect(user.verificationCodes).toHaveLength(1);
    expect(stored?.purpose).toBe("verify_email");
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 15 * 60 * 1000)).toBeLessThan(2_000);
  });

  test("a code typed in lower case is accepted, and only once", async () => {
    const { email, code } = await signUp();
    expect((await verify(email, ` ${code.toLowerCase()} `)).status).toBe(200);
    expect(await isVerified(email)).toBe(true);
    const again = await verify(email, code);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "invalid_verification_code", error: "Invalid verification code" });
  });

  test("a code that is not 6 characters is a validation error naming the token", async () => {
    const answer = await callRoute(
      verifyEmail,
      apiRequest("POST", "/api/auth/verify-email", { origin: ORIGIN, body: { email: "x@example.test", token: "ABC" } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: "token", message: "Verification code must be 6 characters" }]);
  });

  test("four wrong codes leave the right one working", async () => {
    const { email, code } = await signUp();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await verify(email, otherCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe("invalid_verification_code");
    }
    expect((await verify(email, code)).status).toBe(200);
  });

  test("the fifth wrong code closes the code to that client, even for the right one; from elsewhere it still works", async () => {
    const { email, code } = await signUp();
    const guesser = fromPeer("203.0.113.70");
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await verify(email, otherCode(code), guesser)).status).toBe(400);
    const fifth = await verify(email, otherCode(code), guesser);
    expect(fifth.status).toBe(400);
    expect(fifth.body).toMatchObject({
      code: "too_many_attempts",
      error: "Too many incorrect attempts. Please request a new code.",
    });
    const right = await verify(email, code, guesser);
    expect(right.status).toBe(400);
    expect(await isVerified(email)).toBe(false);
    // A stranger's wrong guesses are not the owner's: her own client verifies with the code they could not kill.
    expect((await verify(email, code, fromPeer("198.51.100.70"))).status).toBe(200);
    expect(await isVerified(email)).toBe(true);
  });

  test("ten wrong guesses sent at once from one client close it to that client just the same", async () => {
    const { email, code } = await signUp();
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(email, otherCode(code))));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 400));
    expect(answers.filter((answer) => answer.body.code === "too_many_attempts").length).toBeGreaterThanOrEqual(1);
    expect((await verify(email, code)).status).toBe(400);
    expect(await isVerified(email)).toBe(false);
  });

  test("an expired code is refused", async () => {
    const { email, code } = await signUp();
    const user = await database.client().user.findUniqueOrThrow({ where: { email } });
    await database.client().verificationCode.update({
      where: { userId_purpose: { userId: user.id, purpose: "verify_email" } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const answer = await verify(email, code);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: "verification_code_expired",
      error: "Verification code has expired. Please request a new one.",
    });
    expect(await isVerified(email)).toBe(false);
  });

  test("a resent code replaces the old one", async () => {
    const { email, code: first } = await signUp();
    const resent = await callRoute(
      resend,
      apiRequest("POST", "/api/auth/resend-verification", { origin: ORIGIN, body: { email } }),
    );
    expect(resent.status).toBe(200);
    const second = await waitForCode(catcher(), email, 2);
    expect(second).not.toBe(first);
    expect((await verify(email, first)).body.code).toBe("invalid_verification_code");
    expect((await verify(email, second)).status).toBe(200);
    expect(await isVerified(email)).toBe(true);
  });

  test("resend answers alike for unknown, verified and waiting accounts, and mails only the waiting one", async () => {
    const { email: waiting } = await signUp();
    const verified = await createUser(database.client());
    const answers = await Promise.all(
      [waiting, verified.email, "nobody@example.test"].map((email) =>
        callRoute(resend, apiRequest("POST", "/api/auth/resend-verification", { origin: ORIGIN, body: { email } })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect(answers[2]?.body).toEqual(answers[0]?.body);
    await waitForCode(catcher(), waiting, 2);
    expect(
      catcher()
        .messages()
        .filter((mail) => mail.to.includes(verified.email.toLowerCase())),
    ).toEqual([]);
    expect(
      catcher()
        .messages()
        .filter((mail) => mail.to.includes("nobody@example.test")),
    ).toEqual([]);
  });

  test("resend without an email asks for one", async () => {
    const answer = await callRoute(
      resend,
      apiRequest("POST", "/api/auth/resend-verification", { origin: ORIGIN, body: {} }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: "email", message: "Please enter your email address" }]);
  });

  test("a fourth resend within 15 minutes is refused with 429 and Retry-After", async () => {
    const { email } = await signUp();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await callRoute(
            resend,
            apiRequest("POST", "/api/auth/resend-verification", { origin: ORIGIN, body: { email } }),
          )
        ).status,
      ).toBe(200);
    }
    const queued = await database
      .client()
      .emailOutbox.findMany({ where: { to: email }, select: { id: true }, orderBy: { id: "asc" } });
    const fourth = await callRoute(
      resend,
      apiRequest("POST", "/api/auth/resend-verification", { origin: ORIGIN, body: { email: email.toUpperCase() } }),
    );
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe("rate_limited");
    const retryAfter = Number(fourth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The refused resend queued nothing; the third resend's code (the only live one) still reaches the inbox.
    expect(
      await database
        .client()
        .emailOutbox.findMany({ where: { to: email }, select: { id: true }, orderBy: { id: "asc" } }),
    ).toEqual(queued);
    const newest = await database
      .client()
      .emailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
    await waitFor(async () =>
      (await database.client().emailOutbox.findUniqueOrThrow({ where: { id: newest.id } })).status === "sent"
        ? true
        : undefined,
    );
    // The outbox keeps no code once sent (docs/decisions.md), so the inbox tells: its newest mail, sent last, carries
    // the one live code.
    expect((await verify(email, extractVerificationCode(await waitForMail(catcher(), email)))).status).toBe(200);
  });

  test("signing in before verifying is refused with email_not_verified", async () => {
    const { email } = await signUp();
    const answer = await callRoute(
      login,
      apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password: PASSWORD } }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      success: false,
      code: "email_not_verified",
      error: "Please verify your email before logging in.",
    });
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  test("an unverified account with a wrong password gets the ordinary 401, revealing nothing", async () => {
    const { email } = await signUp();
    const answer = await callRoute(
      login,
      apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password: "Wrong+Pass99" } }),
    );
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe("invalid_credentials");
  });
});
