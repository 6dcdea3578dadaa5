import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import { createDbClient, type Db } from "@/lib/db-client";
import { disconnectDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { quoteIdent, withDatabase } from "../../scripts/db/pg-url";
import { runSql } from "../../scripts/db/run-sql";

function admin(sql: string): Promise<void> {
  return runSql(inject("adminDatabaseUrl"), sql);
}

/** Creates an empty database (no migrations) and returns its URL; dropped with `dropDatabase`. */
export async function createEmptyDatabase(prefix = "atelier_empty"): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  await admin(`CREATE DATABASE ${quoteIdent(name)}`);
  return { name, url: withDatabase(inject("adminDatabaseUrl"), name) };
}

export async function dropDatabase(name: string): Promise<void> {
  await admin(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}

/**
 * Gives the calling test file its own migrated database (a clone of the run's template), points the app's
 * `db` at it through DATABASE_URL, and drops it afterwards. Returns a getter for a client of its own.
 */
export function useTestDatabase(): { client: () => Db; url: () => string } {
  let name = "";
  let url = "";
  let client: Db | undefined;
  beforeAll(async () => {
    name = `atelier_test_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    await admin(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(inject("templateDatabase"))}`);
    url = withDatabase(inject("adminDatabaseUrl"), name);
    process.env.DATABASE_URL = url;
    resetEnvForTests();
    await disconnectDb();
    client = createDbClient(url, 4);
  });
  afterAll(async () => {
    await client?.$disconnect();
    await disconnectDb();
    await dropDatabase(name);
  });
  return {
    client: () => {
      if (!client) throw new Error("useTestDatabase(): the database is created in beforeAll");
      return client;
    },
    url: () => url,
  };
}
