import { afterEach, describe, expect, test } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { webhookSigningSecret } from "@/lib/payments/webhook-secret";

const processEnv = process.env;
const saved = { ...processEnv };

function useEnv(vars: Record<string, string>): void {
  for (const name of ["PAYMENTS", "STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"])
    delete processEnv[name];
  Object.assign(processEnv, vars);
  resetEnvForTests();
}

afterEach(() => {
  for (const name of [
    "PAYMENTS",
    "STRIPE_SECRET_KEY",
    "STRIPE_PUBLISHABLE_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "AUTH_SECRET",
  ]) {
    if (saved[name] === undefined) delete processEnv[name];
    else processEnv[name] = saved[name];
  }
  resetEnvForTests();
});

describe("the secret webhook events are signed with", () => {
  test("is STRIPE_WEBHOOK_SECRET when it is set, in either mode", () => {
    useEnv({ STRIPE_WEBHOOK_SECRET: "whsec_configured" });
    expect(webhookSigningSecret()).toBe("whsec_configured");
    useEnv({
      STRIPE_WEBHOOK_SECRET: "whsec_configured",
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_PUBLISHABLE_KEY: "pk_test_1",
    });
    expect(webhookSigningSecret()).toBe("whsec_configured");
  });

  test("with the test gateway and none set, is fixed for one AUTH_SECRET and differs for another", () => {
    useEnv({});
    const first = webhookSigningSecret();
    expect(first).toMatch(/^whsec_[\w-]{40,}$/);
    expect(webhookSigningSecret()).toBe(first);
    processEnv.AUTH_SECRET = "another-secret-that-is-long-enough-for-signing";
    resetEnvForTests();
    expect(webhookSigningSecret()).not.toBe(first);
  });
});
