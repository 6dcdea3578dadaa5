import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../scripts/db/free-port";
import { expect, test } from "./fixtures";

const NEXT_BIN = path.resolve(import.meta.dirname, "../node_modules/next/dist/bin/next");

/** `next start` of the suite's build, as an operator's service manager would run it, with these variables. */
async function nextStart(vars: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    DATABASE_URL: process.env.DATABASE_URL,
    AUTH_SECRET: "production-start-secret-long-enough-for-hs256",
    NEXT_TELEMETRY_DISABLED: "1",
    ...vars,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
      env,
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.once("error", reject);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

test.describe("A production server the shop's own start script did not start", () => {
  test("next start without PAYMENTS stops at once with one line naming it", async () => {
    const run = await nextStart({});
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^\[atelier\] PAYMENTS: PAYMENTS must be set in production/m);
  });

  test("next start with PAYMENTS=stripe and no webhook secret stops, naming what is missing", async () => {
    const run = await nextStart({
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_PUBLISHABLE_KEY: "pk_live_x",
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("PAYMENTS=stripe needs STRIPE_WEBHOOK_SECRET");
  });
});

test("a demo shop in production (PAYMENTS=test) says 'Test mode — no real charge' on every page", async ({ page }) => {
  for (const path of ["/", "/shop", "/contact", "/login"]) {
    await page.goto(path);
    await expect(page.getByRole("note").filter({ hasText: "Test mode — no real charge" }).first()).toBeVisible();
  }
});
