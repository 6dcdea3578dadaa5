import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../scripts/db/embedded-postgres";
import { applyMigrations } from "../../scripts/db/migrations";
import { quoteIdent, withDatabase } from "../../scripts/db/pg-url";
import { runSql } from "../../scripts/db/run-sql";

declare module "vitest" {
  export interface ProvidedContext {
    /** A connection string with rights to create databases. */
    adminDatabaseUrl: string;
    /** A database with every migration applied, cloned for each test file. */
    templateDatabase: string;
  }
}

/** Real Postgres for the whole run: TEST_DATABASE_URL's server, else an embedded one in a temp folder. */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL?.trim();
  const embedded = external
    ? null
    : await startEmbeddedPostgres({
        dataDir: path.join(os.tmpdir(), `atelier-vitest-${process.pid}`),
        persistent: false,
      });
  const adminUrl = external ?? (embedded ? embedded.url("postgres") : "");
  const template = `atelier_template_${process.pid}`;
  await runSql(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`);
  await runSql(adminUrl, `CREATE DATABASE ${quoteIdent(template)}`);
  await applyMigrations(withDatabase(adminUrl, template));
  project.provide("adminDatabaseUrl", adminUrl);
  project.provide("templateDatabase", template);

  return async () => {
    await runSql(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`);
    await embedded?.stop();
  };
}
