import { afterEach, describe, expect, test } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { createAdmin, createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { fromPeer, throughProxy, trustProxies } from "../support/clients";
import { advanceRateLimitClock } from "../support/clock";
import { useTestDatabase } from "../support/database";

function attempt(email: string, password: string, headers: Record<string, string> = {}) {
  return callRoute(
    login,
    apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password }, headers }),
  );
}

/** Sends `count` wrong passwords for `email` and answers their statuses. */
async function fail(email: string, count: number, headers: Record<string, string> = {}): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= count; i += 1) statuses.push((await attempt(email, `Wrong+Guess${i}`, headers)).status);
  return statuses;
}

const times = (count: number, status: number) => Array.from({ length: count }, () => status);

// Factory users are hashed at bcrypt cost 4, so floods of sign-ins stay quick.
describe("sign-in limits", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  afterEach(() => trustProxies(0));

  describe("without a trusted proxy (the client is the TCP peer)", () => {
    test("10 failures from one address close the account to that address for 15 minutes, even with the right password", async () => {
      const { email, password } = await createUser(database.client());
      const attacker = fromPeer("203.0.113.5");
      expect(await fail(email, 10, attacker)).toEqual(times(10, 401));
      const eleventh = await attempt(email.toUpperCase(), password, attacker);
      expect(eleventh.status).toBe(429);
      expect(eleventh.body).toMatchObject({ success: false, code: "rate_limited" });
      const retryAfter = Number(eleventh.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect((await attempt(email, password, fromPeer("198.51.100.5"))).status).toBe(200);
    });

    test("a successful sign-in is not counted as a failure of the account", async () => {
      const { email, password } = await createUser(database.client());
      const peer = fromPeer("203.0.113.6");
      expect(await fail(email, 9, peer)).toEqual(times(9, 401));
      expect((await attempt(email, password, peer)).status).toBe(200);
      expect((await attempt(email, "Wrong+Guess10", peer)).status).toBe(401);
      expect((await attempt(email, "Wrong+Guess11", peer)).status).toBe(429);
    });

    test("a successful sign-in gives nothing back to the address's own count", async () => {
      const sprayer = fromPeer("203.0.113.7");
      for (let i = 1; i <= 29; i += 1) await fail((await createUser(database.client())).email, 1, sprayer);
      const own = await createUser(database.client());
      expect((await attempt(own.email, own.password, sprayer)).status).toBe(200);
      const next = await createUser(database.client());
      expect((await attempt(next.email, next.password, sprayer)).status).toBe(429);
    });

    test("the account opens again once its 15-minute window has passed", async () => {
      const { email, password } = await createUser(database.client());
      const peer = fromPeer("203.0.113.8");
      await fail(email, 10, peer);
      expect((await attempt(email, password, peer)).status).toBe(429);
      await advanceRateLimitClock(database.client(), 15 * 60);
      expect((await attempt(email, password, peer)).status).toBe(200);
    });

    test("a forged X-Forwarded-For is ignored: no counter is ever keyed on it, only on the peer", async () => {
      const target = await createUser(database.client());
      const forged = { ...fromPeer("198.51.100.9"), "x-forwarded-for": "203.0.113.9" };
      for (let i = 1; i <= 11; i += 1) await fail((await createUser(database.client())).email, 1, forged);
      expect((await attempt(target.email, target.password, forged)).status).toBe(200);
      expect(
        await database.client().rateLimitCounter.findMany({ where: { key: { contains: "203.0.113.9" } } }),
      ).toEqual([]);
      expect(
        await database.client().rateLimitCounter.findFirst({ where: { key: "login:client:198.51.100.9" } }),
      ).toMatchObject({ count: 12 });
    });
  });

  describe("with TRUSTED_PROXY=1", () => {
    test("an attacker hammering the maker's admin account from one address is shut out while the maker signs in from another", async () => {
      trustProxies(1);
      const maker = await createAdmin(database.client());
      const attacker = throughProxy("203.0.113.66");
      expect(await fail(maker.email, 10, attacker)).toEqual(times(10, 401));
      // From then on the attacker's address is refused for this account, the right password included...
      expect(await fail(maker.email, 60, attacker)).toEqual(times(60, 429));
      expect((await attempt(maker.email, maker.password, attacker)).status).toBe(429);
      // ...and those refused attempts never counted against the account: its owner, elsewhere, signs in.
      const signedIn = await attempt(maker.email, maker.password, throughProxy("198.51.100.20"));
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data).toMatchObject({ user: { role: "ADMIN" } });
    });

    test("the account as a whole closes at 50 failures, so locking its owner out takes many addresses", async () => {
      trustProxies(1);
      const { email, password } = await createUser(database.client());
      for (let n = 1; n <= 5; n += 1)
        expect(await fail(email, 10, throughProxy(`203.0.113.${n}`))).toEqual(times(10, 401));
      expect((await attempt(email, password, throughProxy("198.51.100.30"))).status).toBe(429);
    });

    test("one password sprayed across accounts from one address is stopped after 30 failures", async () => {
      trustProxies(1);
      const sprayer = throughProxy("203.0.113.77");
      const statuses: number[] = [];
      for (let i = 1; i <= 31; i += 1)
        statuses.push((await attempt((await createUser(database.client())).email, "Summer+2026!", sprayer)).status);
      expect(statuses).toEqual([...times(30, 401), 429]);
      const member = await createUser(database.client());
      expect((await attempt(member.email, member.password, sprayer)).status).toBe(429);
      expect((await attempt(member.email, member.password, throughProxy("198.51.100.31"))).status).toBe(200);
    });

    test("a client writing its own X-Forwarded-For gains no fresh counter: the proxy's entry is what counts", async () => {
      trustProxies(1);
      const { email, password } = await createUser(database.client());
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i += 1) {
        statuses.push((await attempt(email, `Wrong+Guess${i}`, throughProxy("203.0.113.88", `10.9.8.${i}`))).status);
      }
      expect(statuses).toEqual([...times(10, 401), 429]);
      expect((await attempt(email, password, throughProxy("203.0.113.88", "198.51.100.99"))).status).toBe(429);
      const keys = (
        await database.client().rateLimitCounter.findMany({ where: { key: { startsWith: "login:" } } })
      ).map((row) => row.key);
      expect(keys.some((key) => key.includes("10.9.8."))).toBe(false);
      expect(keys).toContain(`login:account-client:${email.toLowerCase()}|203.0.113.88`);
    });

    test("behind two proxies (TRUSTED_PROXY=2) the client is what the outer proxy saw", async () => {
      trustProxies(2);
      const { email, password } = await createUser(database.client());
      const viaBoth = (client: string, forged = "1.2.3.4") => ({ "x-forwarded-for": `${forged}, ${client}, 10.0.0.5` });
      await fail(email, 10, viaBoth("203.0.113.99"));
      expect((await attempt(email, password, viaBoth("203.0.113.99", "5.6.7.8"))).status).toBe(429);
      expect((await attempt(email, password, viaBoth("198.51.100.40"))).status).toBe(200);
    });
  });
});
