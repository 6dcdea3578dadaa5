import { describe, expect, test } from "vitest";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as resend } from "@/app/api/auth/resend-verification/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { extractVerificationCode } from "../../e2e/helpers/mail";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { fromPeer } from "../support/clients";
import { useTestDatabase } from "../support/database";
import { useMailCatcher, waitFor, waitForMail } from "../support/mail";

// Resets hash the new password at the production bcrypt cost.
describe("the owner's mailbox-proven flows while strangers attack her email", { timeout: 90_000 }, () => {
  const database = useTestDatabase();
  const catcher = useMailCatcher();

  const post = (handler: Parameters<typeof callRoute>[0], path: string, body: unknown, headers: Record<string, string>) =>
    callRoute(handler, apiRequest("POST", path, { origin: ORIGIN, body, headers }));

  test("strangers' reset requests and wrong codes from many addresses never refuse her own request or her right code", async () => {
    const maker = await createUser(database.client());
    for (let n = 1; n <= 3; n += 1) {
      const stranger = fromPeer(`203.0.113.${n}`);
      for (let i = 1; i <= 3; i += 1) expect((await post(forgotPassword, "/api/auth/forgot-password", { email: maker.email }, stranger)).status).toBe(202);
      expect((await post(forgotPassword, "/api/auth/forgot-password", { email: maker.email }, stranger)).status).toBe(429);
      for (let i = 1; i <= 20; i += 1) await post(resetPassword, "/api/auth/reset-password", { email: maker.email, token: "AAAAAA", newPassword: "Stolen+Pass1" }, stranger);
    }
    // Strangers' mail still queued is dropped when a newer code replaces it: count what was delivered once it settles.
    await waitFor(async () => ((await database.client().emailOutbox.count({ where: { to: maker.email, status: "pending" } })) === 0 ? true : undefined));
    const delivered = catcher().messages().filter((mail) => mail.to.includes(maker.email.toLowerCase())).length;
    const home = fromPeer("198.51.100.50");
    expect((await post(forgotPassword, "/api/auth/forgot-password", { email: maker.email }, home)).status).toBe(202);
    const code = extractVerificationCode(await waitForMail(catcher(), maker.email, delivered + 1));
    const answer = await post(resetPassword, "/api/auth/reset-password", { email: maker.email, token: code, newPassword: "Her+Own+Pass2" }, home);
    expect(answer.status).toBe(200);
  });

  test("verify-email is limited: 20 tries per client, then 429 with Retry-After", async () => {
    const member = await createUser(database.client(), { verified: false });
    const guesser = fromPeer("203.0.113.60");
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i += 1) statuses.push((await post(verifyEmail, "/api/auth/verify-email", { email: `someone-${i}@example.test`, token: "AAAAAA" }, guesser)).status);
    expect(statuses).toEqual([...Array.from({ length: 20 }, () => 400), 429]);
    const refused = await post(verifyEmail, "/api/auth/verify-email", { email: member.email, token: "AAAAAA" }, guesser);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("a stranger's resends for her email do not use up her own", async () => {
    const member = await createUser(database.client(), { verified: false });
    const stranger = fromPeer("203.0.113.61");
    for (let i = 1; i <= 3; i += 1) await post(resend, "/api/auth/resend-verification", { email: member.email }, stranger);
    expect((await post(resend, "/api/auth/resend-verification", { email: member.email }, stranger)).status).toBe(429);
    expect((await post(resend, "/api/auth/resend-verification", { email: member.email }, fromPeer("198.51.100.61"))).status).toBe(200);
  });
});
