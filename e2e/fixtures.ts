import { createHash } from "node:crypto";
import { test as base } from "@playwright/test";
import { createDbClient, type Db } from "../lib/db-client";

type Fixtures = { db: Db };

/** Playwright's test with the server started by global-setup as baseURL and a database client for factories. */
export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run the suite through playwright.config.ts");
    await use(url);
  },
  // Each test is its own visitor: the server trusts one proxy (global-setup.ts) and this header plays it, so
  // per-client limits (sign-ins, sign-ups, checkouts) count each test apart, as they would real shoppers, rather
  // than the whole suite as the one address 127.0.0.1.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const [a = 0, b = 0, c = 0] = createHash("sha256")
      .update(`${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`)
      .digest();
    await use({ "x-forwarded-for": `10.${a}.${b}.${c}` });
  },
  db: async ({}, use) => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: run the suite through playwright.config.ts");
    const client = createDbClient(url, 2);
    await use(client);
    await client.$disconnect();
  },
});

export { expect } from "@playwright/test";
