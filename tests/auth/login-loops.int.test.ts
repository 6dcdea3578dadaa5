import { describe, expect, test } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute, cookieValueOf, setCookies } from "../support/api";
import { fromPeer } from "../support/clients";
import { advanceRateLimitClock } from "../support/clock";
import { useTestDatabase } from "../support/database";

function attempt(email: string, password: string, headers: Record<string, string>) {
  return callRoute(
    login,
    apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password }, headers }),
  );
}

/** Signs in `count` times in a row with the right password; answers the statuses. */
async function loop(
  email: string,
  password: string,
  headers: Record<string, string>,
  count: number,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= count; i += 1) statuses.push((await attempt(email, password, headers)).status);
  return statuses;
}

const times = (count: number, status: number) => Array.from({ length: count }, () => status);

// Factory users are hashed at bcrypt cost 4, so a loop of sign-ins stays quick.
describe("a client signing in again and again", { timeout: 120_000 }, () => {
  const database = useTestDatabase();

  test("80 sign-ins in a row with a device cookie are stopped after 60 with 429 and Retry-After, and the refused ones start no session", async () => {
    const member = await createUser(database.client());
    const client = fromPeer("203.0.113.90");
    const first = await attempt(member.email, member.password, client);
    expect(first.status).toBe(200);
    const known = {
      ...client,
      cookie: `atelier_device=${cookieValueOf(setCookies(first.headers).get("atelier_device"))}`,
    };

    const statuses = await loop(member.email, member.password, known, 80);
    expect(statuses).toEqual([...times(60, 200), ...times(20, 429)]);
    const refused = await attempt(member.email, member.password, known);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // One session per sign-in that got through: the refusals were decided before the password was ever checked.
    expect(await database.client().refreshTokenFamily.count({ where: { userId: member.id } })).toBe(61);

    // The window over, the same browser signs in again.
    await advanceRateLimitClock(database.client(), 15 * 60);
    expect((await attempt(member.email, member.password, known)).status).toBe(200);
  });

  test("a device cookie raises the limit a client has without one (30), never removes it", async () => {
    const member = await createUser(database.client());
    const client = fromPeer("203.0.113.91");
    expect(await loop(member.email, member.password, client, 31)).toEqual([...times(30, 200), 429]);
    // Sessions are the account's: a cookie from another address's sign-in is what makes this browser known.
    const elsewhere = await attempt(member.email, member.password, fromPeer("203.0.113.92"));
    const known = {
      ...client,
      cookie: `atelier_device=${cookieValueOf(setCookies(elsewhere.headers).get("atelier_device"))}`,
    };
    expect(await loop(member.email, member.password, known, 61)).toEqual([...times(60, 200), 429]);
  });
});
