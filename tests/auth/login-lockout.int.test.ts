import { afterEach, describe, expect, test } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { createAdmin, createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute, cookieValueOf, setCookies } from "../support/api";
import { fromPeer, throughProxy, trustProxies } from "../support/clients";
import { advanceRateLimitClock } from "../support/clock";
import { useTestDatabase } from "../support/database";

function attempt(email: string, password: string, headers: Record<string, string> = {}) {
  return callRoute(
    login,
    apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password }, headers }),
  );
}

/** Signs in and answers the device cookie the browser was given. */
async function deviceCookieOf(email: string, password: string, headers: Record<string, string>): Promise<string> {
  const answer = await attempt(email, password, headers);
  expect(answer.status).toBe(200);
  const line = setCookies(answer.headers).get("atelier_device");
  // Sent to sign-in, forgot-password and reset-password, which all read it, and to nothing outside /api/auth.
  expect(line).toMatch(/Path=\/api\/auth(;|$)/);
  expect(line).toMatch(/HttpOnly/i);
  return cookieValueOf(line);
}

const withDevice = (headers: Record<string, string>, device: string) => ({
  ...headers,
  cookie: `atelier_device=${device}`,
});

// Factory users are hashed at bcrypt cost 4, so an hour of attacks stays quick.
describe("a lockout that cannot be turned against the account's owner", { timeout: 120_000 }, () => {
  const database = useTestDatabase();
  afterEach(() => trustProxies(0));

  test("attacked from other addresses at 10 wrong sign-ins a minute for an hour, the maker signs in at once from her own browser", async () => {
    trustProxies(1);
    const maker = await createAdmin(database.client());
    const home = throughProxy("198.51.100.10");
    const device = await deviceCookieOf(maker.email, maker.password, home);

    const statuses = new Map<number, number>();
    for (let minute = 1; minute <= 60; minute += 1) {
      if (minute > 1) await advanceRateLimitClock(database.client(), 60);
      // Each minute ten tries from a fresh address of a botnet, as no per-address limit would then stop them.
      const stranger = throughProxy(`203.0.113.${minute}`);
      for (let i = 1; i <= 10; i += 1) {
        const { status } = await attempt(maker.email, `Wrong+Guess${minute}-${i}`, stranger);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
    // Four quarter-hours: in each, 50 failures lock the account and the rest of the 150 tries are refused...
    expect(Object.fromEntries(statuses)).toEqual({ 401: 200, 429: 400 });
    expect((await attempt(maker.email, maker.password, throughProxy("192.0.2.44"))).status).toBe(429);
    // ...and for her too without her browser, yet her own browser signs in at once, with the right password only.
    expect((await attempt(maker.email, maker.password, home)).status).toBe(429);
    expect((await attempt(maker.email, "Wrong+Guess", withDevice(home, device))).status).toBe(401);
    const signedIn = await attempt(maker.email, maker.password, withDevice(home, device));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ user: { role: "ADMIN" } });
  });

  test("a stranger sharing her address (an office, a carrier's NAT) locks only strangers", async () => {
    const maker = await createAdmin(database.client());
    const office = fromPeer("192.0.2.80");
    const device = await deviceCookieOf(maker.email, maker.password, office);
    for (let i = 1; i <= 40; i += 1) await attempt(maker.email, `Wrong+Guess${i}`, office);
    expect((await attempt(maker.email, maker.password, office)).status).toBe(429);
    expect((await attempt(maker.email, maker.password, withDevice(office, device))).status).toBe(200);
  });

  test("a device cookie counts only for the account it was issued to, and a forged one for none", async () => {
    const maker = await createAdmin(database.client());
    const other = await createUser(database.client());
    const peer = fromPeer("192.0.2.81");
    const othersDevice = await deviceCookieOf(other.email, other.password, fromPeer("192.0.2.82"));
    for (let i = 1; i <= 10; i += 1) await attempt(maker.email, `Wrong+Guess${i}`, peer);
    expect((await attempt(maker.email, maker.password, withDevice(peer, othersDevice))).status).toBe(429);
    expect(
      (await attempt(maker.email, maker.password, withDevice(peer, `${othersDevice.slice(0, -2)}xx`))).status,
    ).toBe(429);
  });

  test("a browser still holding a cookie set at its old path (/api/auth/login) beside the new one is known by either", async () => {
    const maker = await createAdmin(database.client());
    const other = await createUser(database.client());
    const office = fromPeer("192.0.2.84");
    const makersOld = await deviceCookieOf(maker.email, maker.password, fromPeer("192.0.2.85"));
    const othersNew = await deviceCookieOf(other.email, other.password, fromPeer("192.0.2.85"));
    for (let i = 1; i <= 10; i += 1) await attempt(maker.email, `Wrong+Guess${i}`, office);
    // Two cookies of one name: the one issued for the account signing in is read, wherever it comes in the header
    // (browsers send the longer path's first), so the old cookie keeps its browser known until it expires.
    const both = { ...office, cookie: `atelier_device=${othersNew}; atelier_device=${makersOld}` };
    expect((await attempt(maker.email, maker.password, both)).status).toBe(200);
  });

  test("a known browser that keeps failing is shut out after 10, on its own counter", async () => {
    const member = await createUser(database.client());
    const peer = fromPeer("192.0.2.83");
    const device = await deviceCookieOf(member.email, member.password, peer);
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1)
      statuses.push((await attempt(member.email, `Wrong+Guess${i}`, withDevice(peer, device))).status);
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 401), 429]);
    // The stranger's counters were never touched: the same address without the cookie still has its tries.
    expect((await attempt(member.email, member.password, peer)).status).toBe(200);
  });
});
