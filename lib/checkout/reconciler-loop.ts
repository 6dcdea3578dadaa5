import "server-only";
import { pruneCheckouts, reconcileCheckouts } from "@/lib/checkout/reconciler";
import { log } from "@/lib/log";

const INTERVAL_MS = 2 * 60 * 1000;
const PRUNE_EVERY_TICKS = 30;

const state = globalThis as unknown as { atelierReconcilerLoop?: NodeJS.Timeout };

/**
 * Runs the checkout reconciler once at start and every two minutes for the life of the server process (and
 * prunes old checkouts once an hour). Several instances may run it: claims keep them from doubling anything.
 * Started once from the server's start hook; a second call is a no-op. Ticks never overlap.
 */
export function startReconcilerLoop(): void {
  if (state.atelierReconcilerLoop) return;
  let ticks = 0;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    const prune = ticks % PRUNE_EVERY_TICKS === 0;
    ticks += 1;
    Promise.all([reconcileCheckouts(), prune ? pruneCheckouts() : null])
      .catch((error: unknown) => log.error({ err: error }, "checkout reconciler tick failed"))
      .finally(() => {
        running = false;
      });
  };
  state.atelierReconcilerLoop = setInterval(tick, INTERVAL_MS);
  // The loop must never be what keeps a process alive.
  state.atelierReconcilerLoop.unref();
  tick();
}
