import type { Clock } from "@/lib/email/clock";

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
