import { describe, expect, test } from "vitest";
import { runNpmStart, startedAnything } from "../support/npm-start";

/** `npm start` in production with these variables. */
function npmStart(vars: Record<string, string>) {
  return runNpmStart({ NODE_ENV: "production", ...vars });
}

describe("npm start in production: the payment mode is a decision", { timeout: 60_000 }, () => {
  test("without PAYMENTS it refuses in one line naming PAYMENTS, before any database or build starts", async () => {
    const run = await npmStart({});
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^\[atelier\] PAYMENTS: PAYMENTS must be set in production/),
    ]);
    expect(startedAnything(run)).toBe(false);
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
    expect(run.stderr).toContain(
      "PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET",
    );
  });
});
