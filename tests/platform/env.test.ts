import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { configuredSecrets, env, logSettings, resetEnvForTests } from "@/lib/env";
import { checkEnvironment } from "@/lib/env-schema";

// process.env's declared type marks NODE_ENV read-only; tests replace variables wholesale, so index it plainly.
const processEnv = process.env as Record<string, string | undefined>;
let saved: Record<string, string | undefined> = {};

const SECRET = "a-secret-of-at-least-thirty-two-characters";

/** Sets exactly these app variables (others unset) on top of the inherited process environment. */
function useEnv(vars: Record<string, string>): void {
  for (const name of [
    "DATABASE_URL",
    "PORT",
    "DATABASE_TIMEOUT_MS",
    "APP_URL",
    "AUTH_SECRET",
    "SMTP_URL",
    "MAIL_FROM",
    "STRIPE_SECRET_KEY",
    "STRIPE_PUBLISHABLE_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "STRIPE_API_URL",
    "PAYMENTS",
    "ADMIN_EMAIL",
    "ADMIN_PASSWORD",
    "SEED_DEMO",
    "TRUSTED_PROXY",
    "LOG_LEVEL",
    "LOG_FORMAT",
    "NODE_ENV",
    "IMAGE_STORE",
    "S3_BUCKET",
    "S3_REGION",
    "S3_ENDPOINT",
    "S3_ACCESS_KEY_ID",
    "S3_SECRET_ACCESS_KEY",
    "S3_FORCE_PATH_STYLE",
    "PUBLIC_IMAGE_BASE_URL",
  ]) {
    delete processEnv[name];
  }
  Object.assign(processEnv, {
    NODE_ENV: "test",
    DATABASE_URL: "postgresql://atelier@127.0.0.1:5432/atelier",
    AUTH_SECRET: SECRET,
    ...vars,
  });
  resetEnvForTests();
}

beforeEach(() => {
  saved = { ...processEnv };
});

afterEach(() => {
  for (const name of Object.keys(processEnv)) {
    if (!(name in saved)) delete processEnv[name];
  }
  Object.assign(processEnv, saved);
  resetEnvForTests();
});

describe("env()", () => {
  test("APP_URL defaults to localhost on PORT", () => {
    useEnv({ PORT: "4123" });
    expect(env().PORT).toBe(4123);
    expect(env().APP_URL).toBe("http://localhost:4123");
  });

  test("PORT defaults to 3000", () => {
    useEnv({});
    expect(env().PORT).toBe(3000);
    expect(env().APP_URL).toBe("http://localhost:3000");
  });

  test("a configured APP_URL wins and loses its trailing slash", () => {
    useEnv({ PORT: "4123", APP_URL: "https://shop.example.com/" });
    expect(env().APP_URL).toBe("https://shop.example.com");
  });

  test("DATABASE_TIMEOUT_MS defaults to 5 s and takes whole milliseconds", () => {
    useEnv({});
    expect(env().DATABASE_TIMEOUT_MS).toBe(5_000);
    useEnv({ DATABASE_TIMEOUT_MS: "1500" });
    expect(env().DATABASE_TIMEOUT_MS).toBe(1_500);
  });

  test.each(["50", "90000", "2.5", "soon"])(
    "DATABASE_TIMEOUT_MS=%s is refused, naming the variable and its range",
    (value) => {
      useEnv({ DATABASE_TIMEOUT_MS: value });
      expect(() => env()).toThrow(/DATABASE_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000/);
    },
  );

  test("an APP_URL that is not a URL is rejected", () => {
    useEnv({ APP_URL: "shop dot example" });
    expect(() => env()).toThrow(/APP_URL/);
  });

  test("payments run in test mode without a Stripe key", () => {
    useEnv({});
    expect(env().PAYMENTS).toBe("test");
    expect(env().STRIPE_SECRET_KEY).toBeUndefined();
  });

  test("a blank Stripe key counts as none", () => {
    useEnv({ STRIPE_SECRET_KEY: "   " });
    expect(env().PAYMENTS).toBe("test");
  });

  test("payments use Stripe once a secret key is set", () => {
    useEnv({
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_PUBLISHABLE_KEY: "pk_test_123",
      STRIPE_WEBHOOK_SECRET: "whsec_123",
    });
    expect(env().PAYMENTS).toBe("stripe");
    expect(env().STRIPE_SECRET_KEY).toBe("sk_test_123");
  });

  test("Stripe mode with only some of its keys is refused, naming each missing key", () => {
    useEnv({ PAYMENTS: "stripe", STRIPE_SECRET_KEY: "sk_test_123" });
    expect(() => env()).toThrow("PAYMENTS=stripe needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET");
    useEnv({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_PUBLISHABLE_KEY: "pk_test_123" });
    expect(() => env()).toThrow("PAYMENTS=stripe needs STRIPE_WEBHOOK_SECRET");
  });

  test("production refuses to guess the payment mode: PAYMENTS must be set", () => {
    useEnv({ NODE_ENV: "production" });
    const checked = checkEnvironment(processEnv);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.problems).toEqual([
      expect.stringMatching(/^PAYMENTS: PAYMENTS must be set in production/),
    ]);
    useEnv({
      NODE_ENV: "production",
      STRIPE_SECRET_KEY: "sk_live_1",
      STRIPE_PUBLISHABLE_KEY: "pk_live_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    });
    expect(() => env()).toThrow(/PAYMENTS must be set in production/);
  });

  test("production takes the mode it is given: test for a demo shop, stripe with its three keys", () => {
    useEnv({ NODE_ENV: "production", PAYMENTS: "test" });
    expect(env().PAYMENTS).toBe("test");
    useEnv({
      NODE_ENV: "production",
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_live_1",
      STRIPE_PUBLISHABLE_KEY: "pk_live_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    });
    expect(env().PAYMENTS).toBe("stripe");
  });

  test("PAYMENTS other than stripe or test is refused", () => {
    useEnv({ PAYMENTS: "live" });
    expect(() => env()).toThrow("PAYMENTS: PAYMENTS must be stripe or test");
  });

  test("PAYMENTS=stripe without a Stripe key is refused with a message naming STRIPE_SECRET_KEY", () => {
    useEnv({ PAYMENTS: "stripe" });
    expect(() => env()).toThrow(/STRIPE_SECRET_KEY: PAYMENTS=stripe needs STRIPE_SECRET_KEY/);
  });

  test("STRIPE_API_URL must be a URL", () => {
    useEnv({ STRIPE_API_URL: "not a url" });
    expect(() => env()).toThrow(/STRIPE_API_URL/);
  });

  test("PAYMENTS=test keeps test mode even with a Stripe key", () => {
    useEnv({ STRIPE_SECRET_KEY: "sk_test_123", PAYMENTS: "test" });
    expect(env().PAYMENTS).toBe("test");
  });

  test("MAIL_FROM defaults to Atelier <hello@localhost>", () => {
    useEnv({});
    expect(env().MAIL_FROM).toBe("Atelier <hello@localhost>");
  });

  test("a configured MAIL_FROM is used", () => {
    useEnv({ MAIL_FROM: "Shop <orders@shop.example.com>" });
    expect(env().MAIL_FROM).toBe("Shop <orders@shop.example.com>");
  });

  test("SEED_DEMO reads 1 or true as on", () => {
    useEnv({ SEED_DEMO: "1" });
    expect(env().SEED_DEMO).toBe(true);
  });

  test("TRUSTED_PROXY is the number of proxies in front (true is one, unset or false none)", () => {
    const hops = (vars: Record<string, string>) => {
      const checked = checkEnvironment({ ...process.env, TRUSTED_PROXY: undefined, ...vars });
      return checked.ok ? checked.env.TRUSTED_PROXY : checked.problems;
    };
    expect([
      hops({}),
      hops({ TRUSTED_PROXY: "" }),
      hops({ TRUSTED_PROXY: "0" }),
      hops({ TRUSTED_PROXY: "false" }),
    ]).toEqual([0, 0, 0, 0]);
    expect([hops({ TRUSTED_PROXY: "true" }), hops({ TRUSTED_PROXY: "1" }), hops({ TRUSTED_PROXY: "2" })]).toEqual([
      1, 1, 2,
    ]);
  });

  test("a TRUSTED_PROXY that is not a count is refused, saying what it should be", () => {
    const problems = ["yes", "-1", "10", "1.5"].map((value) =>
      checkEnvironment({ ...process.env, TRUSTED_PROXY: value }),
    );
    for (const problem of problems) {
      expect(problem.ok ? [] : problem.problems).toEqual([
        "TRUSTED_PROXY: TRUSTED_PROXY must be the number of reverse proxies in front of the shop (0 to 9; 1 for one nginx)",
      ]);
    }
  });

  test("a short AUTH_SECRET is refused with a message naming AUTH_SECRET", () => {
    useEnv({ AUTH_SECRET: "x".repeat(31) });
    expect(() => env()).toThrow(/AUTH_SECRET: AUTH_SECRET must be at least 32 characters/);
  });

  test("a 32-character AUTH_SECRET is enough", () => {
    useEnv({ AUTH_SECRET: "x".repeat(32) });
    expect(env().AUTH_SECRET).toBe("x".repeat(32));
  });

  test("a missing DATABASE_URL is refused with a message naming DATABASE_URL", () => {
    useEnv({});
    delete processEnv.DATABASE_URL;
    resetEnvForTests();
    expect(() => env()).toThrow(/DATABASE_URL/);
  });

  test("photos stay on disk unless IMAGE_STORE=s3", () => {
    useEnv({});
    expect(env().IMAGE_STORE).toBe("disk");
    useEnv({ IMAGE_STORE: "ftp" });
    expect(() => env()).toThrow("IMAGE_STORE: IMAGE_STORE must be disk or s3");
  });

  test("IMAGE_STORE=s3 with only some of its settings is refused in one line naming the first missing variable", () => {
    useEnv({ IMAGE_STORE: "s3", S3_BUCKET: "photos", S3_REGION: "auto" });
    expect(checkEnvironment(process.env)).toEqual({
      ok: false,
      problems: ["S3_ACCESS_KEY_ID: IMAGE_STORE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY"],
    });
    useEnv({ IMAGE_STORE: "s3", S3_REGION: "auto", S3_ACCESS_KEY_ID: "AKIA", S3_SECRET_ACCESS_KEY: "secret" });
    expect(checkEnvironment(process.env)).toEqual({
      ok: false,
      problems: ["S3_BUCKET: IMAGE_STORE=s3 needs S3_BUCKET"],
    });
  });

  test("a complete S3 configuration is taken; S3_ENDPOINT must be a URL and S3_FORCE_PATH_STYLE 1 or 0", () => {
    const complete = {
      IMAGE_STORE: "s3",
      S3_BUCKET: "photos",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "AKIA",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    useEnv({ ...complete, S3_ENDPOINT: "https://account.r2.cloudflarestorage.com", S3_FORCE_PATH_STYLE: "1" });
    expect(env()).toMatchObject({
      IMAGE_STORE: "s3",
      S3_BUCKET: "photos",
      S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
      S3_FORCE_PATH_STYLE: true,
    });
    useEnv(complete);
    expect(env().S3_FORCE_PATH_STYLE).toBe(false);
    useEnv({ ...complete, S3_ENDPOINT: "minio:9000" });
    expect(() => env()).toThrow("S3_ENDPOINT: S3_ENDPOINT must be a URL");
    useEnv({ ...complete, S3_FORCE_PATH_STYLE: "yes" });
    expect(() => env()).toThrow("S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE must be 1 (path-style addresses) or 0");
  });

  test("PUBLIC_IMAGE_BASE_URL is optional, and when set an https URL without a port, query or trailing slash", () => {
    useEnv({});
    expect(env().PUBLIC_IMAGE_BASE_URL).toBeUndefined();
    useEnv({ PUBLIC_IMAGE_BASE_URL: " " });
    expect(env().PUBLIC_IMAGE_BASE_URL).toBeUndefined();
    useEnv({ PUBLIC_IMAGE_BASE_URL: "https://images.example.com" });
    expect(env().PUBLIC_IMAGE_BASE_URL).toBe("https://images.example.com");
    useEnv({ PUBLIC_IMAGE_BASE_URL: "https://cdn.example.com/atelier" });
    expect(env().PUBLIC_IMAGE_BASE_URL).toBe("https://cdn.example.com/atelier");
    const rule =
      "PUBLIC_IMAGE_BASE_URL: PUBLIC_IMAGE_BASE_URL must be an https URL without a port, query or trailing slash, like https://images.example.com";
    const wrong = [
      "https://images.example.com/",
      "http://images.example.com",
      "images.example.com",
      "https://images.example.com:8443",
      "https://images.example.com?v=1",
      "https://user:pw@images.example.com",
    ];
    const problems = wrong.map((value) => checkEnvironment({ ...process.env, PUBLIC_IMAGE_BASE_URL: value }));
    expect(problems).toEqual(wrong.map(() => ({ ok: false, problems: [rule] })));
  });

  test("the environment is read once until resetEnvForTests()", () => {
    useEnv({ MAIL_FROM: "First <a@example.com>" });
    expect(env().MAIL_FROM).toBe("First <a@example.com>");
    processEnv.MAIL_FROM = "Second <b@example.com>";
    expect(env().MAIL_FROM).toBe("First <a@example.com>");
    resetEnvForTests();
    expect(env().MAIL_FROM).toBe("Second <b@example.com>");
  });
});

describe("logging settings", () => {
  test("production logs JSON lines, everywhere else readable ones, both from info up, unless told otherwise", () => {
    useEnv({ NODE_ENV: "production" });
    expect(logSettings()).toEqual({ level: "info", format: "json" });
    useEnv({ NODE_ENV: "development" });
    expect(logSettings()).toEqual({ level: "info", format: "pretty" });
    useEnv({ NODE_ENV: "production", LOG_FORMAT: "pretty", LOG_LEVEL: "warn" });
    expect(logSettings()).toEqual({ level: "warn", format: "pretty" });
  });

  test("a wrong LOG_LEVEL or LOG_FORMAT is refused by the checks, yet the logger still starts with its defaults", () => {
    useEnv({ LOG_LEVEL: "loud", LOG_FORMAT: "xml" });
    const checked = checkEnvironment(process.env);
    expect(checked.ok ? [] : checked.problems).toEqual([
      "LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
      "LOG_FORMAT: LOG_FORMAT must be json or pretty",
    ]);
    expect(logSettings()).toEqual({ level: "info", format: "pretty" });
  });

  test("the secrets a line must never show: the secret variables and the passwords inside the URLs", () => {
    useEnv({
      STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef",
      DATABASE_URL: "postgresql://shop:p%40ss-word-long@db:5432/shop",
      SMTP_URL: "smtp://mailer:short@mail:587",
    });
    expect(configuredSecrets().sort()).toEqual(
      [SECRET, "p%40ss-word-long", "p@ss-word-long", "whsec_0123456789abcdef"].sort(),
    );
  });
});
