import { describe, expect, test } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me, PUT as updateMe } from "@/app/api/auth/me/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute, cookieValueOf, setCookies } from "../support/api";
import { pointSmtpAt, useMailCatcher, waitForCode, waitForMail } from "../support/mail";
import { useTestDatabase } from "../support/database";

const PASSWORD = "Pearl&Thread7";

// bcrypt at the production cost (12) is slow on purpose, and slower still on a busy machine.
describe("signing up, verifying and signing in", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const catcher = useMailCatcher();

  test("a new member registers, gets a code by mail, verifies, signs in and edits their name", async () => {
    const registered = await callRoute(
      register,
      apiRequest("POST", "/api/auth/register", {
        origin: ORIGIN,
        body: { name: "Ada Lovelace", email: "  ada@example.test ", password: PASSWORD },
      }),
    );
    expect(registered.status).toBe(202);
    expect(registered.body.success).toBe(true);
    expect(registered.body.data).toEqual({
      message: "Check your email: we sent a verification code to finish signing up.",
    });
    expect(registered.headers.getSetCookie()).toEqual([]);

    const mail = await waitForMail(catcher(), "ada@example.test");
    expect(mail.subject).toContain("Atelier");
    expect(mail.text).toContain("15 minutes");
    const code = await waitForCode(catcher(), "ada@example.test");
    expect(mail.html).toContain(code);

    const verified = await callRoute(
      verifyEmail,
      apiRequest("POST", "/api/auth/verify-email", {
        origin: ORIGIN,
        body: { email: "ada@example.test", token: code },
      }),
    );
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ message: "Email verified successfully! You can now log in." });

    const signedIn = await callRoute<{ user: Record<string, unknown>; accessToken: string; refreshToken: string }>(
      login,
      apiRequest("POST", "/api/auth/login", {
        origin: ORIGIN,
        body: { email: "ADA@example.test", password: PASSWORD },
      }),
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ email: "ada@example.test", name: "Ada Lovelace", role: "USER" });
    expect(signedIn.body.data.accessToken.split(".")).toHaveLength(3);
    expect(signedIn.body.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookies = setCookies(signedIn.headers);
    const access = cookies.get("atelier_access") ?? "";
    const refresh = cookies.get("atelier_refresh") ?? "";
    expect(access).toMatch(/HttpOnly/i);
    expect(access).toMatch(/SameSite=Lax/i);
    expect(access).toMatch(/Path=\//);
    expect(access).toMatch(/Max-Age=900/);
    expect(access).not.toMatch(/Secure/i);
    expect(refresh).toMatch(/HttpOnly/i);
    expect(refresh).toMatch(/SameSite=Lax/i);
    expect(refresh).toMatch(/Path=\/api\/auth/);
    expect(cookieValueOf(access)).toBe(signedIn.body.data.accessToken);
    expect(cookieValueOf(refresh)).toBe(signedIn.body.data.refreshToken);

    const token = signedIn.body.data.accessToken;
    const profile = await callRoute(me, apiRequest("GET", "/api/auth/me", { origin: ORIGIN, token }));
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ email: "ada@example.test", name: "Ada Lovelace", role: "USER" });
    expect(typeof profile.body.data.createdAt).toBe("string");

    const renamed = await callRoute(
      updateMe,
      apiRequest("PUT", "/api/auth/me", {
        origin: ORIGIN,
        token,
        body: { name: "  Ada King ", role: "ADMIN", email: "mallory@example.test", emailVerifiedAt: null, id: "other" },
      }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: "Ada King", email: "ada@example.test", role: "USER" });
    const stored = await database.client().user.findUniqueOrThrow({ where: { email: "ada@example.test" } });
    expect(stored).toMatchObject({ name: "Ada King", role: "USER" });
    expect(stored.emailVerifiedAt).toBeInstanceOf(Date);
  });

  test("session cookies are Secure in production", async () => {
    const { email, password } = await createUser(database.client());
    const previous = { NODE_ENV: process.env.NODE_ENV, PAYMENTS: process.env.PAYMENTS };
    // Production refuses to run without a payment mode: a demo shop's is "test".
    Object.assign(process.env, { NODE_ENV: "production", PAYMENTS: "test" });
    pointSmtpAt(catcher().smtpUrl);
    try {
      const signedIn = await callRoute(
        login,
        apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password } }),
      );
      expect(signedIn.status).toBe(200);
      for (const line of setCookies(signedIn.headers).values()) expect(line).toMatch(/; Secure/i);
    } finally {
      Object.assign(process.env, { NODE_ENV: previous.NODE_ENV });
      if (previous.PAYMENTS === undefined) delete process.env.PAYMENTS;
      else process.env.PAYMENTS = previous.PAYMENTS;
      pointSmtpAt(catcher().smtpUrl);
    }
  });

  test("an email already registered (in another case) answers as a new one does, and its owner is mailed instead", async () => {
    const owner = await createUser(database.client(), { email: "Grace.Hopper@example.test", name: "Grace Hopper" });
    const before = await database
      .client()
      .user.findUniqueOrThrow({ where: { id: owner.id }, select: { name: true, passwordHash: true } });
    const signUp = (email: string) =>
      callRoute(
        register,
        apiRequest("POST", "/api/auth/register", {
          origin: ORIGIN,
          body: { name: "Grace", email, password: PASSWORD },
        }),
      );
    const [taken, fresh] = [await signUp("grace.hopper@EXAMPLE.test"), await signUp("brand.new@example.test")];
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(await database.client().user.count({ where: { email: "grace.hopper@example.test" } })).toBe(1);
    const mail = await waitForMail(catcher(), "grace.hopper@example.test");
    expect(mail.subject).toBe("Someone tried to sign up with your email at Atelier");
    expect(mail.text).toContain("Hello Grace Hopper");
    expect(mail.text).toContain("/forgot-password");
    const stored = await database
      .client()
      .user.findUniqueOrThrow({ where: { id: owner.id }, select: { name: true, passwordHash: true } });
    expect(stored).toEqual(before);
  });

  test("registration names every missing or malformed field", async () => {
    const answer = await callRoute(
      register,
      apiRequest("POST", "/api/auth/register", { origin: ORIGIN, body: { email: "not-an-email" } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("validation_error");
    expect(answer.body.details).toEqual([
      { path: "name", message: "Name is required" },
      { path: "email", message: "Please enter a valid email address" },
      { path: "password", message: "Password is required" },
    ]);
  });

  test.each([
    ["Sh0rt!", "Password must be at least 8 characters"],
    ["lowercase1!", "Password must contain an uppercase letter"],
    ["UPPERCASE1!", "Password must contain a lowercase letter"],
    ["NoNumbers!!", "Password must contain a number"],
    ["NoSpecial12", "Password must contain a special character"],
  ])("a weak password %s is refused with '%s'", async (password, message) => {
    const email = `weak-${password.length}-${password.charCodeAt(0)}@example.test`;
    const answer = await callRoute(
      register,
      apiRequest("POST", "/api/auth/register", { origin: ORIGIN, body: { name: "Weak", email, password } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: "password", message }]);
    expect(await database.client().user.count({ where: { email } })).toBe(0);
  });

  test("a password longer than bcrypt's 72 bytes is refused rather than silently cut", async () => {
    const password = `Aa1!${"é".repeat(35)}`; // 4 + 70 bytes
    const answer = await callRoute(
      register,
      apiRequest("POST", "/api/auth/register", {
        origin: ORIGIN,
        body: { name: "Long", email: "long@example.test", password },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: "password", message: "Password must be at most 72 bytes" }]);
  });

  test("a body that is not JSON is a 400, not a 500", async () => {
    const request = new Request("http://localhost:3000/api/auth/register", {
      method: "POST",
      body: "{name:",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
    });
    const answer = await callRoute(register, request);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("validation_error");
  });
});
