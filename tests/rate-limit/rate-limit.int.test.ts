import { describe, expect, test } from "vitest";
import {
  enforceRateLimits,
  hitRateLimit,
  pruneRateLimitCounters,
  refundRateLimit,
} from "@/lib/rate-limit/fixed-window";
import { RateLimitedError } from "@/lib/errors";
import { useTestDatabase } from "../support/database";

const policy = { name: "test:fixed", limit: 3, windowSeconds: 600 };

describe("fixed-window rate limits in Postgres", () => {
  const database = useTestDatabase();

  test("counts hits per subject and refuses the one past the limit", async () => {
    const hits = [];
    for (let i = 0; i < 4; i += 1) hits.push(await hitRateLimit(policy, "alice"));
    expect(hits.map((hit) => [hit.count, hit.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    expect(hits[3]?.retryAfterSeconds).toBeGreaterThan(590);
    expect(hits[3]?.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect((await hitRateLimit(policy, "bob")).count).toBe(1);
    const stored = await database.client().rateLimitCounter.findUniqueOrThrow({ where: { key: "test:fixed:alice" } });
    expect(stored.count).toBe(4);
    const windowLeft = stored.resetAt.getTime() - Date.now();
    expect(windowLeft).toBeGreaterThan(590_000);
    expect(windowLeft).toBeLessThanOrEqual(600_000);
  });

  test("hits arriving at once are each counted exactly once", async () => {
    const hits = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(policy, "crowd")));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(3);
  });

  test("a window that has ended starts again from one", async () => {
    for (let i = 0; i < 5; i += 1) await hitRateLimit(policy, "carol");
    await database
      .client()
      .rateLimitCounter.update({ where: { key: "test:fixed:carol" }, data: { resetAt: new Date(Date.now() - 1000) } });
    const next = await hitRateLimit(policy, "carol");
    expect(next).toMatchObject({ count: 1, allowed: true });
    expect(next.retryAfterSeconds).toBeGreaterThan(590);
  });

  test("a refund takes back one hit and never goes below zero", async () => {
    await hitRateLimit(policy, "dave");
    await hitRateLimit(policy, "dave");
    await refundRateLimit(policy, "dave");
    expect(
      (await database.client().rateLimitCounter.findUniqueOrThrow({ where: { key: "test:fixed:dave" } })).count,
    ).toBe(1);
    await refundRateLimit(policy, "dave");
    await refundRateLimit(policy, "dave");
    expect(
      (await database.client().rateLimitCounter.findUniqueOrThrow({ where: { key: "test:fixed:dave" } })).count,
    ).toBe(0);
  });

  test("enforcing several limits throws a 429 carrying the longest wait", async () => {
    const short = { name: "test:short", limit: 1, windowSeconds: 60 };
    const long = { name: "test:long", limit: 1, windowSeconds: 3600 };
    await enforceRateLimits([
      [short, "erin"],
      [long, "erin"],
    ]);
    const refusal = await enforceRateLimits([
      [short, "erin"],
      [long, "erin"],
    ]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect((refusal as RateLimitedError).retryAfterSeconds).toBeGreaterThan(3590);
  });

  test("counters a day past their window are pruned, current ones are kept", async () => {
    await hitRateLimit(policy, "old");
    await hitRateLimit(policy, "current");
    await database.client().rateLimitCounter.update({
      where: { key: "test:fixed:old" },
      data: { resetAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    });
    expect(await pruneRateLimitCounters()).toBeGreaterThanOrEqual(1);
    const keys = (await database.client().rateLimitCounter.findMany()).map((row) => row.key);
    expect(keys).not.toContain("test:fixed:old");
    expect(keys).toContain("test:fixed:current");
  });
});
