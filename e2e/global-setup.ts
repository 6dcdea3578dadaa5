import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureDatabase, startEmbeddedPostgres } from "../scripts/db/embedded-postgres";
import { freePort } from "../scripts/db/free-port";
import { applyMigrations } from "../scripts/db/migrations";
import { quoteIdent, withDatabase } from "../scripts/db/pg-url";
import { startMailCatcher } from "../scripts/mail/catcher";
import { buildApp, startNext, stopChild, waitForHealthy } from "../scripts/runtime/next-server";

const E2E_SECRET = "e2e-secret-that-is-long-enough-for-hs256-signing";

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The whole stack the browser talks to, built and started once per run: a fresh database (on the server of
 * TEST_DATABASE_URL, else embedded), a real SMTP catcher, `next build` and `next start`. Tests read
 * E2E_BASE_URL, DATABASE_URL (for factories) and MAIL_CATCHER_URL from the environment set here.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL?.trim();
  const embedded = external
    ? null
    : await startEmbeddedPostgres({ dataDir: path.join(os.tmpdir(), `atelier-e2e-${process.pid}`), persistent: false });
  const adminUrl = external ?? (embedded ? embedded.url("postgres") : "");
  const database = `atelier_e2e_${process.pid}`;
  if (external) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
  await ensureDatabase(adminUrl, database);
  const databaseUrl = withDatabase(adminUrl, database);
  await applyMigrations(databaseUrl);

  const mail = await startMailCatcher();
  const port = await freePort();
  // An IP literal, not "localhost": resolving a name makes Chromium probe IPv6 reachability by opening a UDP
  // socket towards a public address, and this suite must not even try to reach anything off the machine.
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: E2E_SECRET,
    SMTP_URL: mail.smtpUrl,
    APP_URL: baseUrl,
    PORT: String(port),
    PAYMENTS: "test",
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
  };
  // The test runner loads server modules (token signing in factories) under the react-server condition;
  // Next itself must start without it.
  delete env.NODE_OPTIONS;
  if (process.env.E2E_SKIP_BUILD !== "1") await buildApp(env);
  const server = startNext("start", port, env);
  await waitForHealthy(baseUrl, server);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.DATABASE_URL = databaseUrl;
  process.env.MAIL_CATCHER_URL = mail.webUrl;
  process.env.AUTH_SECRET = E2E_SECRET;

  return async () => {
    await stopChild(server);
    await mail.stop();
    if (external) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
    await embedded?.stop();
  };
}
