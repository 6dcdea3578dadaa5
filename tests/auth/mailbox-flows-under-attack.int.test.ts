import { describe, expect, test } from "vitest";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as resend } from "@/app/api/auth/resend-verification/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { extractVerificationCode } from "../../e2e/helpers/mail";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute, cookieValueOf, setCookies } from "../support/api";
import { fromPeer } from "../support/clients";
import { useTestDatabase } from "../support/database";
import { useMailCatcher, waitFor, waitForMail } from "../support/mail";

// Resets hash the new password at the production bcrypt cost.
describe("the owner's mailbox-proven flows while strangers attack her email", { timeout: 90_000 }, () => {
  const database = useTestDatabase();
  const catcher = useMailCatcher();

  const post = (
    handler: Parameters<typeof callRoute>[0],
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ) => callRoute(handler, apiRequest("POST", path, { origin: ORIGIN, body, headers }));
  const askReset = (email: string, headers: Record<string, string>) =>
    post(forgotPassword, "/api/auth/forgot-password", { email }, headers);
  const reset = (email: string, token: string, headers: Record<string, string>, newPassword = "Her+Own+Pass2") =>
    post(resetPassword, "/api/auth/reset-password", { email, token, newPassword }, headers);

  /**
   * Signs in from `where`; answers that browser's headers from then on: its address and the device cookie it was given.
   */
  async function knownBrowser(
    email: string,
    password: string,
    where: Record<string, string>,
  ): Promise<Record<string, string>> {
    const answer = await post(login, "/api/auth/login", { email, password }, where);
    expect(answer.status).toBe(200);
    return { ...where, cookie: `atelier_device=${cookieValueOf(setCookies(answer.headers).get("atelier_device"))}` };
  }

  /**
   * How many mails `email` has been delivered once the outbox has settled (a replaced code's unsent mail is dropped).
   */
  async function deliveredTo(email: string): Promise<number> {
    await waitFor(async () =>
      (await database.client().emailOutbox.count({ where: { to: email, status: "pending" } })) === 0 ? true : undefined,
    );
    return catcher()
      .messages()
      .filter((mail) => mail.to.includes(email.toLowerCase())).length;
  }

  /** A code of the right shape that is not `code`. */
  const otherCode = (code: string) => (code.startsWith("AAAAA") ? "BBBBBB" : "AAAAAA");

  test("strangers' reset requests and wrong codes from many addresses never refuse her own request or her right code", async () => {
    const maker = await createUser(database.client());
    for (let n = 1; n <= 3; n += 1) {
      const stranger = fromPeer(`203.0.113.${n}`);
      for (let i = 1; i <= 3; i += 1)
        expect((await post(forgotPassword, "/api/auth/forgot-password", { email: maker.email }, stranger)).status).toBe(
          202,
        );
      expect((await post(forgotPassword, "/api/auth/forgot-password", { email: maker.email }, stranger)).status).toBe(
        429,
      );
      for (let i = 1; i <= 20; i += 1)
        await post(
          resetPassword,
          "/api/auth/reset-password",
          { email: maker.email, token: "AAAAAA", newPassword: "Stolen+Pass1" },
          stranger,
        );
    }
    // Strangers' mail still queued is dropped when a newer code replaces it: count what was delivered once it settles.
    await waitFor(async () =>
      (await database.client().emailOutbox.count({ where: { to: maker.email, status: "pending" } })) === 0
        ? true
        : undefined,
    );
    const delivered = catcher()
      .messages()
      .filter((mail) => mail.to.includes(maker.email.toLowerCase())).length;
    const home = fromPeer("198.51.100.50");
    expect((await post(forgotPassword, "/api/auth/forgot-password", { email: maker.email }, home)).status).toBe(202);
    const code = extractVerificationCode(await waitForMail(catcher(), maker.email, delivered + 1));
    const answer = await post(
      resetPassword,
      "/api/auth/reset-password",
      { email: maker.email, token: code, newPassword: "Her+Own+Pass2" },
      home,
    );
    expect(answer.status).toBe(200);
  });

  test("four addresses asking a reset for her email three times each never refuse her request from the browser she signed in from", async () => {
    const maker = await createUser(database.client());
    const home = fromPeer("198.51.100.51");
    const herBrowser = await knownBrowser(maker.email, maker.password, home);
    const statuses: number[] = [];
    for (let n = 1; n <= 4; n += 1) {
      for (let i = 1; i <= 3; i += 1)
        statuses.push((await askReset(maker.email, fromPeer(`203.0.113.${10 + n}`))).status);
    }
    // Ten an hour per email keeps her inbox from filling: the strangers' last two are refused...
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 202), 429, 429]);
    // ...and so is she from her own address without her browser, yet her browser's request counts on its own.
    expect((await askReset(maker.email, home)).status).toBe(429);
    const delivered = await deliveredTo(maker.email);
    expect((await askReset(maker.email, herBrowser)).status).toBe(202);
    const code = extractVerificationCode(await waitForMail(catcher(), maker.email, delivered + 1));
    expect((await reset(maker.email, code, herBrowser)).status).toBe(200);
  });

  test("strangers' wrong codes do not kill hers: she resets with it, while a stranger who keeps guessing is answered 429 with Retry-After", async () => {
    const maker = await createUser(database.client());
    const herBrowser = await knownBrowser(maker.email, maker.password, fromPeer("198.51.100.52"));
    expect((await askReset(maker.email, herBrowser)).status).toBe(202);
    const code = extractVerificationCode(await waitForMail(catcher(), maker.email));
    const stranger = fromPeer("203.0.113.20");
    const answers: string[] = [];
    for (let i = 1; i <= 20; i += 1)
      answers.push((await reset(maker.email, otherCode(code), stranger, "Stolen+Pass1")).body.code);
    expect(answers).toEqual(Array.from({ length: 20 }, () => "invalid_reset_code"));
    const slowed = await reset(maker.email, otherCode(code), stranger, "Stolen+Pass1");
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get("retry-after"))).toBeGreaterThan(0);
    // Five wrong codes from another address too: her code lives on, and sets her password.
    for (let i = 1; i <= 5; i += 1) await reset(maker.email, otherCode(code), fromPeer("203.0.113.21"), "Stolen+Pass1");
    expect((await reset(maker.email, code, herBrowser)).status).toBe(200);
    expect(
      (await post(login, "/api/auth/login", { email: maker.email, password: "Her+Own+Pass2" }, herBrowser)).status,
    ).toBe(200);
  });

  test("many addresses together spend a code's tries for strangers, never for her known browser", async () => {
    const maker = await createUser(database.client());
    const herBrowser = await knownBrowser(maker.email, maker.password, fromPeer("198.51.100.53"));
    expect((await askReset(maker.email, herBrowser)).status).toBe(202);
    const code = extractVerificationCode(await waitForMail(catcher(), maker.email));
    for (let n = 1; n <= 5; n += 1) {
      for (let i = 1; i <= 5; i += 1)
        await reset(maker.email, otherCode(code), fromPeer(`203.0.113.${30 + n}`), "Stolen+Pass1");
    }
    // 25 wrong tries from five addresses: a sixth client is refused even the right code, as any refusal is answered...
    const sixth = await reset(maker.email, code, fromPeer("203.0.113.36"), "Stolen+Pass1");
    expect([sixth.status, sixth.body.code]).toEqual([400, "invalid_reset_code"]);
    // ...while the browser she signed in from still sets her password with it.
    expect((await reset(maker.email, code, herBrowser)).status).toBe(200);
  });

  test("verify-email is limited: 20 tries per client, then 429 with Retry-After", async () => {
    const member = await createUser(database.client(), { verified: false });
    const guesser = fromPeer("203.0.113.60");
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i += 1)
      statuses.push(
        (
          await post(
            verifyEmail,
            "/api/auth/verify-email",
            { email: `someone-${i}@example.test`, token: "AAAAAA" },
            guesser,
          )
        ).status,
      );
    expect(statuses).toEqual([...Array.from({ length: 20 }, () => 400), 429]);
    const refused = await post(
      verifyEmail,
      "/api/auth/verify-email",
      { email: member.email, token: "AAAAAA" },
      guesser,
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("a stranger's resends for her email do not use up her own", async () => {
    const member = await createUser(database.client(), { verified: false });
    const stranger = fromPeer("203.0.113.61");
    for (let i = 1; i <= 3; i += 1)
      await post(resend, "/api/auth/resend-verification", { email: member.email }, stranger);
    expect((await post(resend, "/api/auth/resend-verification", { email: member.email }, stranger)).status).toBe(429);
    expect(
      (await post(resend, "/api/auth/resend-verification", { email: member.email }, fromPeer("198.51.100.61"))).status,
    ).toBe(200);
  });
});
