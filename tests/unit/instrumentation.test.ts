import { afterEach, describe, expect, test } from "vitest";
import { register } from "@/instrumentation";

const state = globalThis as unknown as { atelierOutboxLoop?: NodeJS.Timeout };

function setRuntime(runtime: string | undefined, phase: string | undefined): void {
  if (runtime === undefined) delete process.env.NEXT_RUNTIME;
  else process.env.NEXT_RUNTIME = runtime;
  if (phase === undefined) delete process.env.NEXT_PHASE;
  else process.env.NEXT_PHASE = phase;
}

describe("instrumentation register()", () => {
  afterEach(() => {
    clearInterval(state.atelierOutboxLoop);
    state.atelierOutboxLoop = undefined;
    setRuntime(undefined, undefined);
  });

  test("does not start the outbox loop in the edge runtime", async () => {
    setRuntime("edge", undefined);
    await register();
    expect(state.atelierOutboxLoop).toBeUndefined();
  });

  test("does not start the outbox loop during next build", async () => {
    setRuntime("nodejs", "phase-production-build");
    await register();
    expect(state.atelierOutboxLoop).toBeUndefined();
  });

  test("starts the loop once in a Node.js server process", async () => {
    setRuntime("nodejs", "phase-production-server");
    await register();
    const first = state.atelierOutboxLoop;
    expect(first).toBeDefined();
    await register();
    expect(state.atelierOutboxLoop).toBe(first);
  });
});
