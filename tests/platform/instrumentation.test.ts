import { afterEach, describe, expect, test, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { register } from "@/instrumentation";

const state = globalThis as unknown as { atelierScheduledJobs?: Map<string, NodeJS.Timeout> };

function setRuntime(runtime: string | undefined, phase: string | undefined): void {
  if (runtime === undefined) delete process.env.NEXT_RUNTIME;
  else process.env.NEXT_RUNTIME = runtime;
  if (phase === undefined) delete process.env.NEXT_PHASE;
  else process.env.NEXT_PHASE = phase;
}

describe("instrumentation register()", () => {
  afterEach(() => {
    for (const timer of state.atelierScheduledJobs?.values() ?? []) clearInterval(timer);
    state.atelierScheduledJobs = undefined;
    setRuntime(undefined, undefined);
  });

  test("does not start the background jobs in the edge runtime", async () => {
    setRuntime("edge", undefined);
    await register();
    expect(state.atelierScheduledJobs).toBeUndefined();
  });

  test("does not start the background jobs during next build", async () => {
    setRuntime("nodejs", "phase-production-build");
    await register();
    expect(state.atelierScheduledJobs).toBeUndefined();
  });

  test("starts mail delivery, the reconciler and the housekeeping once in a Node.js server process", async () => {
    setRuntime("nodejs", "phase-production-server");
    await register();
    const first = new Map(state.atelierScheduledJobs);
    expect([...first.keys()].sort()).toEqual([
      "checkout reconciler",
      "housekeeping",
      "low-stock digest",
      "mail delivery",
      "nexus watch",
      "review requests",
    ]);
    await register();
    expect(new Map(state.atelierScheduledJobs)).toEqual(first);
    for (const [name, timer] of state.atelierScheduledJobs ?? []) expect(timer, name).toBe(first.get(name));
  });

  test("refuses to serve in production without PAYMENTS: one line naming it, exit code 1, no loop", async () => {
    setRuntime("nodejs", "phase-production-server");
    const processEnv = process.env as Record<string, string | undefined>;
    const saved = { NODE_ENV: processEnv.NODE_ENV, PAYMENTS: processEnv.PAYMENTS };
    processEnv.NODE_ENV = "production";
    delete processEnv.PAYMENTS;
    resetEnvForTests();
    const exit = vi.spyOn(process, "exit").mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expect(register()).rejects.toThrow("exit 1");
      expect(log.mock.calls).toEqual([
        [expect.stringMatching(/^\[atelier\] PAYMENTS: PAYMENTS must be set in production/)],
      ]);
      expect(state.atelierScheduledJobs).toBeUndefined();
    } finally {
      exit.mockRestore();
      log.mockRestore();
      Object.assign(processEnv, saved);
      resetEnvForTests();
    }
  });
});
