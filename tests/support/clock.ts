import type { Clock } from "@/lib/email/clock";
import type { Db } from "@/lib/db-client";
import { forgetRefusalsForTests } from "@/lib/rate-limit/refusal-cache";

/** A clock that stands still until the test moves it: days of retries pass in a moment. */
export type SimulatedClock = Clock & { set(to: Date): void; advance(milliseconds: number): void };

export function simulatedClock(start: Date = new Date()): SimulatedClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set(to) {
      current = to.getTime();
    },
    advance(milliseconds) {
      current += milliseconds;
    },
  };
}

/**
 * Time passing for the rate limits, whose windows the database's clock stamps: every counter's window ends
 * `seconds` sooner, as if that much time had gone by. The process's memory of refusals runs on the real clock,
 * so it is forgotten; the next request learns afresh from the counters.
 */
export async function advanceRateLimitClock(client: Db, seconds: number): Promise<void> {
  await client.$executeRawUnsafe(
    "UPDATE rate_limit_counters SET reset_at = reset_at - make_interval(secs => $1::int)",
    seconds,
  );
  forgetRefusalsForTests();
}
