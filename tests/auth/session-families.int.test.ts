import { describe, expect, test } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as refresh } from "@/app/api/auth/refresh/route";
import { pruneRefreshFamilies } from "@/lib/auth/refresh-tokens";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { fromPeer } from "../support/clients";
import { simulatedClock } from "../support/clock";
import { useTestDatabase } from "../support/database";

type Tokens = { accessToken: string; refreshToken: string };

const DAY = 24 * 60 * 60 * 1000;

// Factory users are hashed at bcrypt cost 4: many sign-ins stay quick.
describe("an account's sessions are bounded, and dead ones are pruned", { timeout: 60_000 }, () => {
  const database = useTestDatabase();

  /**
   * Signs in `count` times, each from its own address (a phone, a laptop, a library's computer...); answers the tokens.
   */
  async function signIns(user: { email: string; password: string }, count: number): Promise<Tokens[]> {
    const sessions: Tokens[] = [];
    for (let i = 1; i <= count; i += 1) {
      const answer = await callRoute<Tokens>(
        login,
        apiRequest("POST", "/api/auth/login", {
          origin: ORIGIN,
          body: { email: user.email, password: user.password },
          headers: fromPeer(`198.51.100.${i}`),
        }),
      );
      expect(answer.status).toBe(200);
      sessions.push(answer.body.data);
    }
    return sessions;
  }

  const renew = async (refreshToken: string) =>
    (await callRoute(refresh, apiRequest("POST", "/api/auth/refresh", { origin: ORIGIN, body: { refreshToken } })))
      .status;

  test("the 21st session ends the oldest; the 20 newest live on", async () => {
    const member = await createUser(database.client());
    const sessions = await signIns(member, 21);
    const families = await database
      .client()
      .refreshTokenFamily.findMany({ where: { userId: member.id }, orderBy: { createdAt: "asc" } });
    expect(families.filter((family) => family.revokedAt === null)).toHaveLength(20);
    expect([families[0]?.revokedReason, families[0]?.revokedAt === null]).toEqual(["session_limit", false]);
    const [oldest, second] = sessions;
    expect(await renew(oldest?.refreshToken ?? "")).toBe(401);
    expect(await renew(second?.refreshToken ?? "")).toBe(200);
    expect(await renew(sessions[20]?.refreshToken ?? "")).toBe(200);
  });

  test("an account's 20 sessions leave another account's alone", async () => {
    const [member, other] = [await createUser(database.client()), await createUser(database.client())];
    const [othersOnly] = await signIns(other, 1);
    await signIns(member, 21);
    expect(await renew(othersOnly?.refreshToken ?? "")).toBe(200);
  });

  test("pruning deletes revoked and expired sessions with their tokens, and keeps live ones", async () => {
    const member = await createUser(database.client());
    const [signedOut, live] = await signIns(member, 2);
    expect(
      (
        await callRoute(
          logout,
          apiRequest("POST", "/api/auth/logout", { origin: ORIGIN, body: { refreshToken: signedOut?.refreshToken } }),
        )
      ).status,
    ).toBe(200);
    const families = async () =>
      database.client().refreshTokenFamily.findMany({ where: { userId: member.id }, select: { revokedReason: true } });
    const familyIds = (
      await database.client().refreshTokenFamily.findMany({ where: { userId: member.id }, select: { id: true } })
    ).map(({ id }) => id);
    const tokens = () => database.client().refreshToken.count({ where: { familyId: { in: familyIds } } });
    expect(await tokens()).toBe(2);
    const clock = simulatedClock();

    await pruneRefreshFamilies(clock.now());
    expect(await families()).toEqual([{ revokedReason: null }]);
    expect(await tokens()).toBe(1);
    expect(await renew(live?.refreshToken ?? "")).toBe(200);
    // Still live 29 days on; gone once its 30 days are over, its tokens with it.
    clock.advance(29 * DAY);
    await pruneRefreshFamilies(clock.now());
    expect(await families()).toHaveLength(1);
    clock.advance(2 * DAY);
    await pruneRefreshFamilies(clock.now());
    expect(await families()).toEqual([]);
    expect(await tokens()).toBe(0);
  });
});
