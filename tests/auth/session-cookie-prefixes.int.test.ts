import { afterEach, describe, expect, test } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { resetEnvForTests } from "@/lib/env";
import { createUser } from "../factories/users";
import { apiRequest, callRoute, cookieValueOf, setCookies } from "../support/api";
import { useTestDatabase } from "../support/database";

const processEnv: Record<string, string | undefined> = process.env;
const saved = { NODE_ENV: processEnv.NODE_ENV, APP_URL: processEnv.APP_URL, PAYMENTS: processEnv.PAYMENTS };

function servedAs(nodeEnv: string, appUrl: string): void {
  Object.assign(processEnv, { NODE_ENV: nodeEnv, APP_URL: appUrl, PAYMENTS: "test" });
  resetEnvForTests();
}

describe("session cookie names", () => {
  const database = useTestDatabase();
  afterEach(() => {
    Object.assign(processEnv, saved);
    resetEnvForTests();
  });

  test("a production shop served over https sets __Host- (site-wide) and __Secure- (path-scoped) cookies, and reads them", async () => {
    servedAs("production", "https://shop.example");
    const { email, password } = await createUser(database.client());
    const answer = await callRoute(
      login,
      apiRequest("POST", "/api/auth/login", { origin: "https://shop.example", body: { email, password } }),
    );
    expect(answer.status).toBe(200);
    const cookies = setCookies(answer.headers);
    expect([...cookies.keys()].sort()).toEqual([
      "__Host-atelier_access",
      "__Host-atelier_session",
      "__Secure-atelier_device",
      "__Secure-atelier_refresh",
    ]);
    for (const name of ["__Host-atelier_access", "__Host-atelier_session"]) {
      expect(cookies.get(name)).toMatch(/Path=\/;/);
      expect(cookies.get(name)).toMatch(/Secure/);
      expect(cookies.get(name)).not.toMatch(/Domain=/i);
    }
    const access = cookieValueOf(cookies.get("__Host-atelier_access"));
    const request = new Request("https://shop.example/api/auth/me", {
      headers: { cookie: `__Host-atelier_access=${access}` },
    });
    expect((await callRoute(me, request)).status).toBe(200);
  });

  test("over http (a local shop, the end-to-end suite) the names stay plain, as browsers refuse prefixed cookies there", async () => {
    servedAs("production", "http://127.0.0.1:3000");
    const { email, password } = await createUser(database.client());
    const answer = await callRoute(
      login,
      apiRequest("POST", "/api/auth/login", { origin: "http://127.0.0.1:3000", body: { email, password } }),
    );
    expect([...setCookies(answer.headers).keys()].sort()).toEqual([
      "atelier_access",
      "atelier_device",
      "atelier_refresh",
      "atelier_session",
    ]);
  });
});
