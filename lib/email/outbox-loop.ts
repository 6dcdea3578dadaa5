import "server-only";
import { pruneUnverifiedAccounts } from "@/lib/auth/registration";
import { deliverPendingEmails } from "@/lib/email/outbox";
import { log } from "@/lib/log";
import { pruneRateLimitCounters } from "@/lib/rate-limit/fixed-window";

const DELIVERY_INTERVAL_MS = 15_000;
const PRUNE_EVERY_TICKS = 240;

const state = globalThis as unknown as { atelierOutboxLoop?: NodeJS.Timeout };

/**
 * Retries queued mail every 15 seconds for the life of the server process (and, once an hour, drops stale
 * rate-limit counters and accounts nobody verified within a week). Started once from instrumentation.ts; a second
 * call is a no-op. Ticks never overlap.
 */
export function startOutboxLoop(): void {
  if (state.atelierOutboxLoop) return;
  let ticks = 0;
  let running = false;
  state.atelierOutboxLoop = setInterval(() => {
    if (running) return;
    running = true;
    ticks += 1;
    const prune = ticks % PRUNE_EVERY_TICKS === 0 ? Promise.all([pruneRateLimitCounters(), pruneUnverifiedAccounts()]) : Promise.resolve();
    Promise.all([deliverPendingEmails({ limit: 50 }), prune])
      .catch((error: unknown) => log.error({ err: error }, "outbox loop tick failed"))
      .finally(() => {
        running = false;
      });
  }, DELIVERY_INTERVAL_MS);
  // The loop must never be what keeps a process alive.
  state.atelierOutboxLoop.unref();
}
