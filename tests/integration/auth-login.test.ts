import { afterEach, describe, expect, test } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { hashPassword } from "@/lib/auth/password";
import { resetEnvForTests } from "@/lib/env";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";

function attempt(email: string, password: string, headers: Record<string, string> = {}) {
  return callRoute(login, apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password }, headers }));
}

function setTrustedProxy(on: boolean): void {
  if (on) process.env.TRUSTED_PROXY = "1";
  else delete process.env.TRUSTED_PROXY;
  resetEnvForTests();
}

async function fastestOf(runs: number, task: () => Promise<unknown>): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await task();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

// bcrypt at the production cost (12) is slow on purpose, and slower still on a busy machine.
describe("POST /api/auth/login", { timeout: 60_000 }, () => {
  const database = useTestDatabase();

  afterEach(() => setTrustedProxy(false));

  test("an unknown email and a wrong password get the very same answer", async () => {
    const { email } = await createUser(database.client());
    const unknown = await attempt("nobody-here@example.test", "Some+Password1");
    const wrong = await attempt(email, "Some+Password1");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, code: "invalid_credentials", error: "Invalid email or password" });
    expect(wrong.body).toEqual(unknown.body);
  });

  test("an unknown email takes about as long as a wrong password (a bcrypt check either way)", async () => {
    const { id, email } = await createUser(database.client());
    // The stored hash at the production cost, as registration writes it.
    await database.client().user.update({ where: { id }, data: { passwordHash: await hashPassword("Real+Password1") } });
    const wrongPassword = await fastestOf(2, () => attempt(email, "Wrong+Password1"));
    const unknownEmail = await fastestOf(2, () => attempt("ghost@example.test", "Wrong+Password1"));
    expect(wrongPassword).toBeGreaterThan(50);
    expect(unknownEmail / wrongPassword).toBeGreaterThan(0.5);
    expect(unknownEmail / wrongPassword).toBeLessThan(2);
  }, 120_000);

  test("after 10 failures the account is refused with 429 and Retry-After, even with the right password", async () => {
    const { email, password } = await createUser(database.client());
    for (let i = 1; i <= 10; i += 1) expect((await attempt(email, `Wrong+Guess${i}`)).status).toBe(401);
    const eleventh = await attempt(email.toUpperCase(), password);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ success: false, code: "rate_limited" });
    const retryAfter = Number(eleventh.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  test("a successful sign-in is not counted as a failure", async () => {
    const { email, password } = await createUser(database.client());
    for (let i = 1; i <= 9; i += 1) expect((await attempt(email, `Wrong+Guess${i}`)).status).toBe(401);
    expect((await attempt(email, password)).status).toBe(200);
    expect((await attempt(email, "Wrong+Guess10")).status).toBe(401);
    expect((await attempt(email, "Wrong+Guess11")).status).toBe(429);
  });

  test("the account opens again once its 15-minute window has passed", async () => {
    const { email, password } = await createUser(database.client());
    for (let i = 1; i <= 10; i += 1) await attempt(email, `Wrong+Guess${i}`);
    expect((await attempt(email, password)).status).toBe(429);
    await database.client().rateLimitCounter.updateMany({
      where: { key: `login:account:${email.toLowerCase()}` },
      data: { resetAt: new Date(Date.now() - 1000) },
    });
    await database.client().rateLimitCounter.updateMany({
      where: { key: { startsWith: "login:client:" } },
      data: { resetAt: new Date(Date.now() - 1000) },
    });
    expect((await attempt(email, password)).status).toBe(200);
  });

  test("behind a trusted proxy, 10 failures from one address block that address for every account", async () => {
    setTrustedProxy(true);
    const target = await createUser(database.client());
    const attacker = { "x-forwarded-for": "203.0.113.7, 10.0.0.1" };
    for (let i = 1; i <= 10; i += 1) {
      const victim = await createUser(database.client());
      expect((await attempt(victim.email, "Wrong+Guess1", attacker)).status).toBe(401);
    }
    expect((await attempt(target.email, target.password, attacker)).status).toBe(429);
    expect((await attempt(target.email, target.password, { "x-forwarded-for": "198.51.100.4" })).status).toBe(200);
  });

  test("without a trusted proxy, a forged X-Forwarded-For is ignored and failures elsewhere lock out no one else", async () => {
    const target = await createUser(database.client());
    for (let i = 1; i <= 11; i += 1) {
      const victim = await createUser(database.client());
      await attempt(victim.email, "Wrong+Guess1", { "x-forwarded-for": "203.0.113.9" });
    }
    expect((await attempt(target.email, target.password, { "x-forwarded-for": "203.0.113.9" })).status).toBe(200);
    const keys = await database.client().rateLimitCounter.findMany({ where: { key: { contains: "203.0.113.9" } } });
    expect(keys).toEqual([]);
  });

  test("a sign-in posted from another site is refused", async () => {
    const { email, password } = await createUser(database.client());
    const answer = await attempt(email, password, { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe("cross_site_request");
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  test("a client that sends no Origin (not a browser) may sign in", async () => {
    const { email, password } = await createUser(database.client());
    const request = new Request("http://localhost:3000/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect((await callRoute(login, request)).status).toBe(200);
  });

  test("a missing email or password is named", async () => {
    const answer = await callRoute(login, apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email: "" } }));
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      { path: "email", message: "Email is required" },
      { path: "password", message: "Password is required" },
    ]);
  });

  test("an admin signs in with role ADMIN", async () => {
    const admin = await createUser(database.client(), { role: "ADMIN" });
    const answer = await callRoute<{ user: { role: string } }>(login, apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email: admin.email, password: admin.password } }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.role).toBe("ADMIN");
  });
});
