import { afterEach, describe, expect, test, vi } from "vitest";
import { startScheduledJobs } from "@/lib/scheduled-work";
import { captureLogs } from "@/tests/support/logs";

const state = globalThis as unknown as { atelierScheduledJobs?: Map<string, NodeJS.Timeout> };

describe("background jobs (lib/scheduled-work.ts)", () => {
  afterEach(() => {
    for (const timer of state.atelierScheduledJobs?.values() ?? []) clearInterval(timer);
    state.atelierScheduledJobs = undefined;
    vi.useRealTimers();
  });

  test("a run still going when the next tick comes makes that tick a no-op; the one after runs again", async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    startScheduledJobs([{ name: "slow", everyMs: 1_000, atStart: false, run }]);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  test("a job that fails is logged under its name and runs again at its next tick", async () => {
    vi.useFakeTimers();
    const logs = captureLogs("error");
    const run = vi.fn(() => Promise.reject(new Error("database away")));
    try {
      startScheduledJobs([{ name: "mail delivery", everyMs: 500, atStart: true, run }]);
      await vi.advanceTimersByTimeAsync(500);
      expect(run).toHaveBeenCalledTimes(2);
      expect(logs.lines.map((line) => [line.msg, line.job, line.err?.message])).toEqual([
        ["mail delivery failed", "mail delivery", "database away"],
        ["mail delivery failed", "mail delivery", "database away"],
      ]);
    } finally {
      logs.stop();
    }
  });

  test("starting a job a second time keeps the first timer: hot reloads and repeated starts never double the work", async () => {
    vi.useFakeTimers();
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    startScheduledJobs([{ name: "housekeeping", everyMs: 1_000, atStart: false, run: first }]);
    startScheduledJobs([{ name: "housekeeping", everyMs: 1_000, atStart: false, run: second }]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(first).toHaveBeenCalledTimes(3);
    expect(second).not.toHaveBeenCalled();
  });
});
