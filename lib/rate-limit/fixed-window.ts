import "server-only";
import { db } from "@/lib/db";
import { RateLimitedError } from "@/lib/errors";
import { knownRefusal, rememberRefusal, saturated, whileInFlight } from "@/lib/rate-limit/refusal-cache";

export type RateLimitPolicy = {
  /** Key prefix naming what is limited, e.g. "login:account". */
  name: string;
  limit: number;
  windowSeconds: number;
};

type RateLimitHit = { count: number; allowed: boolean; retryAfterSeconds: number };

// Columns are `timestamp without time zone` holding UTC (Prisma's convention), so the database clock is read as UTC.
// The queries below use the *Unsafe variants only to splice in this constant; every value is a bind parameter.
const NOW_UTC = "(now() AT TIME ZONE 'UTC')";

function counterKey(policy: RateLimitPolicy, subject: string): string {
  return `${policy.name}:${subject}`;
}

/**
 * Counts one event against `subject` in a fixed window, atomically (one upsert, so concurrent processes never
 * lose a count). The window starts at the first event and ends `windowSeconds` later.
 */
export async function hitRateLimit(policy: RateLimitPolicy, subject: string): Promise<RateLimitHit> {
  const rows = await db.$queryRawUnsafe<{ count: number; retry_after: number }[]>(
    `INSERT INTO rate_limit_counters (key, count, reset_at)
     VALUES ($1, 1, ${NOW_UTC} + make_interval(secs => $2::int))
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limit_counters.reset_at <= ${NOW_UTC} THEN 1 ELSE rate_limit_counters.count + 1 END,
       reset_at = CASE WHEN rate_limit_counters.reset_at <= ${NOW_UTC} THEN EXCLUDED.reset_at
                       ELSE rate_limit_counters.reset_at END
     RETURNING count, GREATEST(1, CEIL(EXTRACT(EPOCH FROM (reset_at - ${NOW_UTC}))))::int AS retry_after`,
    counterKey(policy, subject),
    policy.windowSeconds,
  );
  const row = rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  return { count: row.count, allowed: row.count <= policy.limit, retryAfterSeconds: row.retry_after };
}

/** Takes back one event (an attempt that turned out not to count, e.g. a successful login). */
export async function refundRateLimit(policy: RateLimitPolicy, subject: string): Promise<void> {
  await db.$executeRawUnsafe(
    `UPDATE rate_limit_counters SET count = GREATEST(count - 1, 0) WHERE key = $1 AND reset_at > ${NOW_UTC}`,
    counterKey(policy, subject),
  );
}

/** A limit and what it counts against; a null subject (a client nobody can name) is not counted. */
export type RateLimitCheck = [RateLimitPolicy, string | null];

/** Gives back one event on each pair (an attempt that turned out not to count, e.g. a successful login). */
export async function refundRateLimits(checks: RateLimitCheck[]): Promise<void> {
  await Promise.all(
    checks.flatMap(([policy, subject]) => (subject === null ? [] : [refundRateLimit(policy, subject)])),
  );
}

/**
 * Counts one event against every (policy, subject) pair and throws a 429 (with the longest wait) when any is
 * over its limit. A refused event is taken back from every pair: an attempt counts everywhere or nowhere, so
 * requests refused for one limit (an address already shut out of one account) never fill another (that account,
 * for its owner signing in from elsewhere).
 */
export async function enforceRateLimits(checks: RateLimitCheck[]): Promise<void> {
  const counted = checks.filter((check): check is [RateLimitPolicy, string] => check[1] !== null);
  // A subject already refused in this window is refused again from memory (lib/rate-limit/refusal-cache.ts).
  const keys = counted.map(([policy, subject]) => counterKey(policy, subject));
  const alreadyRefused = knownRefusal(keys);
  if (alreadyRefused !== null) throw new RateLimitedError(alreadyRefused);
  // As many on their way to the counters as the limit allows: this one would be refused. Try again in a moment.
  if (saturated(counted.map(([policy, subject]) => ({ key: counterKey(policy, subject), limit: policy.limit }))))
    throw new RateLimitedError(1);
  const hits = await whileInFlight(keys, () =>
    Promise.all(counted.map(([policy, subject]) => hitRateLimit(policy, subject))),
  );
  const refused = hits.filter((hit) => !hit.allowed);
  if (refused.length === 0) return;
  counted.forEach(([policy, subject], i) => {
    const hit = hits[i];
    if (hit && !hit.allowed) rememberRefusal(counterKey(policy, subject), hit.retryAfterSeconds);
  });
  await refundRateLimits(counted);
  throw new RateLimitedError(Math.max(...refused.map((hit) => hit.retryAfterSeconds)));
}

/** Deletes counters whose window ended a day ago or more; run from the background loop. */
export async function pruneRateLimitCounters(): Promise<number> {
  return db.$executeRawUnsafe(`DELETE FROM rate_limit_counters WHERE reset_at < ${NOW_UTC} - interval '1 day'`);
}
