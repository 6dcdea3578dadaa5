import "server-only";

/**
 * Subjects this process has seen refused, until their window ends: a client flooding a limited endpoint is
 * answered 429 from memory, without a database round trip, so a flood costs the shop almost nothing. It changes
 * no outcome: a refused attempt is taken back from every counter anyway, so a subject over its limit stays over
 * it until the window ends (the one exception, an account given back a failure by its owner's sign-in meanwhile,
 * at worst waits out the window it had already filled). Each process keeps its own; the counters stay the truth.
 */
const refusedUntil = new Map<string, number>();

/** Past this many entries the expired ones are swept, so a flood of distinct subjects cannot grow the map for long. */
const SWEEP_AT = 10_000;

/** The seconds to wait if any of these keys was refused and its window has not ended; null otherwise. */
export function knownRefusal(keys: readonly string[], now = Date.now()): number | null {
  let wait = 0;
  for (const key of keys) {
    const until = refusedUntil.get(key);
    if (until === undefined) continue;
    if (until <= now) refusedUntil.delete(key);
    else wait = Math.max(wait, Math.ceil((until - now) / 1000));
  }
  return wait > 0 ? wait : null;
}

/** Remembers that `key` is over its limit for `retryAfterSeconds`. */
export function rememberRefusal(key: string, retryAfterSeconds: number, now = Date.now()): void {
  if (refusedUntil.size >= SWEEP_AT) {
    for (const [stored, until] of refusedUntil) if (until <= now) refusedUntil.delete(stored);
  }
  refusedUntil.set(key, now + retryAfterSeconds * 1000);
}

/**
 * Hits on their way to the database, per key. When a key already has as many in flight as its limit allows, one
 * more is sure to be refused (a count only falls when a refusal is taken back, or a success gives an account's
 * back): a flood's first second, before the first refusal has come back, then costs no query either.
 */
const inFlight = new Map<string, number>();

/** Whether any key already has `limit` hits in flight. */
export function saturated(keys: readonly { key: string; limit: number }[]): boolean {
  return keys.some(({ key, limit }) => (inFlight.get(key) ?? 0) >= limit);
}

/** Marks hits as in flight until `work` settles. */
export async function whileInFlight<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
  for (const key of keys) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
  try {
    return await work();
  } finally {
    for (const key of keys) {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    }
  }
}

/** Forgets every refusal (tests move the counters' clock, which this cache cannot see). */
export function forgetRefusalsForTests(): void {
  refusedUntil.clear();
}
