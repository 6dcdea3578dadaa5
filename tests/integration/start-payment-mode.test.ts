import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

type Run = { code: number | null; stderr: string; stdout: string; ms: number };

/** `npm start` (its script, run as npm runs it) in production with these variables; answers how it ended. */
function npmStart(vars: Record<string, string>): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    // A data folder of its own, so nothing of a developer's .data/ is read or written.
    ATELIER_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "atelier-start-")),
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
    ...vars,
  };
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/start.ts"], { cwd: ROOT, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.once("error", reject);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout, ms: Date.now() - started });
    });
  });
}

describe("npm start in production: the payment mode is a decision", { timeout: 60_000 }, () => {
  test("without PAYMENTS it refuses in one line naming PAYMENTS, before any database or build starts", async () => {
    const run = await npmStart({});
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^\[atelier\] PAYMENTS: PAYMENTS must be set in production/)]);
    expect(run.stdout).not.toMatch(/Postgres|Migrations|building/);
  });

  test("with PAYMENTS=stripe and only a secret key it names the two missing keys", async () => {
    const run = await npmStart({ PAYMENTS: "stripe", STRIPE_SECRET_KEY: "sk_live_not_a_real_key" });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      "[atelier] STRIPE_PUBLISHABLE_KEY: PAYMENTS=stripe needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET (from the Stripe dashboard)",
    ]);
  });

  test("with PAYMENTS=stripe and no key at all it names all three", async () => {
    const run = await npmStart({ PAYMENTS: "stripe" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET");
  });
});
