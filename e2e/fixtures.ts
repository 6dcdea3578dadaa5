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
  db: async ({}, use) => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: run the suite through playwright.config.ts");
    const client = createDbClient(url, 2);
    await use(client);
    await client.$disconnect();
  },
});

export { expect } from "@playwright/test";
