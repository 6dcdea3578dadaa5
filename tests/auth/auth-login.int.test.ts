import { describe, expect, test } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { hashPassword } from "@/lib/auth/password";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";

function attempt(email: string, password: string, headers: Record<string, string> = {}) {
  return callRoute(
    login,
    apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password }, headers }),
  );
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
    await database
      .client()
      .user.update({ where: { id }, data: { passwordHash: await hashPassword("Real+Password1") } });
    const wrongPassword = await fastestOf(2, () => attempt(email, "Wrong+Password1"));
    const unknownEmail = await fastestOf(2, () => attempt("ghost@example.test", "Wrong+Password1"));
    expect(wrongPassword).toBeGreaterThan(50);
    expect(unknownEmail / wrongPassword).toBeGreaterThan(0.5);
    expect(unknownEmail / wrongPassword).toBeLessThan(2);
  }, 120_000);

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
    const answer = await callRoute(
      login,
      apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email: "" } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      { path: "email", message: "Email is required" },
      { path: "password", message: "Password is required" },
    ]);
  });

  test("an admin signs in with role ADMIN", async () => {
    const admin = await createUser(database.client(), { role: "ADMIN" });
    const answer = await callRoute<{ user: { role: string } }>(
      login,
      apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email: admin.email, password: admin.password } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.role).toBe("ADMIN");
  });
});
