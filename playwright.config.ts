import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from "./scripts/runtime/chromium";

const chromium = { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS };

// The S3 SDK's notice that its releases after January 2027 will need Node 22 (the version here is pinned): the
// runner and the servers it starts (they inherit this environment) would print it once each.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

/**
 * Specs whose subject is the server, not the screen: headers and policies, sessions and redirects, request bodies,
 * logs, several processes, a production start, photo storage, the database paused, the Stripe path. What they check
 * is the same at any width, so they run once, on the desktop project; every page and every admin screen is still
 * driven at phone width by the other specs (the maker works from /admin on a phone).
 */
const SERVER_BEHAVIOUR = [
  "security-headers.spec.ts",
  "session.spec.ts",
  "doors.spec.ts",
  "property-names.spec.ts",
  "logs.spec.ts",
  "instances.spec.ts",
  "production-start.spec.ts",
  "photo-cdn.spec.ts",
  "photos-s3.spec.ts",
  "database-pause.spec.ts",
  "checkout-stripe.spec.ts",
].map((name) => `**/${name}`);

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  // Under CI a test has a minute: on the 2-core CI machine the longer walks (an admin search with an accessibility scan
  // at its end) ran 33–36 s with every step passing. A hang still fails; local runs keep 30 s to show slowness early.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  // One retry under CI: the suite is ~350 browser tests on a 2-core machine, where a rare race in one of them failed a
  // whole run several times in a row. A retried pass is reported as "flaky" in the summary, to be fixed at its root;
  // a test that fails twice still fails the run, and local runs never retry.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    // A trace records every action's page and a screencast while the test runs, kept or not: on the 2-core CI machine
    // recording them all cost 27 % of the browser tests' time (admin and cart specs, desktop: 129 s traced, 94 s not,
    // twice each). Under CI a test that fails is retried with a trace, which is kept; local runs keep every failure's.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    // A Pixel 7 (touch, its pixel ratio and user agent) narrowed to 390 px, the width the shop and every admin screen
    // are built to (the Pixel's own is 412): the narrowest common phone, so whatever fits here fits the others.
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium },
      testIgnore: SERVER_BEHAVIOUR,
    },
  ],
});
