import "server-only";
import { log } from "@/lib/log";

/** A piece of background work every server process runs on a timer. */
export type ScheduledJob = {
  name: string;
  everyMs: number;
  /** Run once as soon as the process starts, not only after the first interval. */
  atStart: boolean;
  run: () => Promise<unknown>;
};

const state = globalThis as unknown as { atelierScheduledJobs?: Map<string, NodeJS.Timeout> };

/**
 * Starts each job on its own timer for the life of the process. A job already started (a second call, a hot reload)
 * is left as it is; a job's runs never overlap (a slow run makes the next tick a no-op); a failure is logged and the
 * timer goes on. Timers are unref'd: background work must never be what keeps a process alive. Jobs that must
 * happen once across instances claim their rows in Postgres themselves.
 */
export function startScheduledJobs(jobs: readonly ScheduledJob[]): void {
  state.atelierScheduledJobs ??= new Map();
  const timers = state.atelierScheduledJobs;
  for (const job of jobs) {
    if (timers.has(job.name)) continue;
    let running = false;
    const tick = () => {
      if (running) return;
      running = true;
      job
        .run()
        .catch((error: unknown) => log.error({ err: error, job: job.name }, `${job.name} failed`))
        .finally(() => {
          running = false;
        });
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    timers.set(job.name, timer);
    if (job.atStart) tick();
  }
}
