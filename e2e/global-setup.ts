import os from "node:os";
import path from "node:path";
import { ensureDatabase, startEmbeddedPostgres } from "../scripts/db/embedded-postgres";
import { applyMigrations } from "../scripts/db/migrations";
import { quoteIdent, withDatabase } from "../scripts/db/pg-url";
import { runSql } from "../scripts/db/run-sql";
import { startMailCatcher } from "../scripts/mail/catcher";
import { startShopServer } from "../scripts/runtime/shop-server";

const E2E_SECRET = "e2e-secret-that-is-long-enough-for-hs256-signing";
const E2E_POSTAL_ADDRESS = "Atelier, 12 Clay Street, Portland, OR 97201";

/**
 * The whole stack the browser talks to, built and started once per run: a fresh database (on the server of
 * TEST_DATABASE_URL, else embedded), a real SMTP catcher, `next build` and `next start`. Tests read
 * E2E_BASE_URL, DATABASE_URL (for factories), MAIL_CATCHER_URL and MAIL_SMTP_URL (for servers a spec starts
 * itself) from the environment set here.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL?.trim();
  const embedded = external
    ? null
    : await startEmbeddedPostgres({ dataDir: path.join(os.tmpdir(), `atelier-e2e-${process.pid}`), persistent: false });
  const adminUrl = external ?? (embedded ? embedded.url("postgres") : "");
  const database = `atelier_e2e_${process.pid}`;
  if (external) await runSql(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
  await ensureDatabase(adminUrl, database);
  const databaseUrl = withDatabase(adminUrl, database);
  await applyMigrations(databaseUrl);

  const mail = await startMailCatcher();
  const server = await startShopServer({
    databaseUrl,
    authSecret: E2E_SECRET,
    smtpUrl: mail.smtpUrl,
    build: process.env.E2E_SKIP_BUILD !== "1",
    // Each test sends its own X-Forwarded-For (e2e/fixtures.ts), standing in for the proxy a real shop has; a
    // production server refuses to announce a newsletter without the shop's postal address. Every page view reports
    // its Core Web Vitals, so the Speed page's test needs no luck.
    env: { TRUSTED_PROXY: "1", SHOP_POSTAL_ADDRESS: E2E_POSTAL_ADDRESS, VITALS_SAMPLE_RATE: "1" },
  });

  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.DATABASE_URL = databaseUrl;
  process.env.MAIL_CATCHER_URL = mail.webUrl;
  process.env.MAIL_SMTP_URL = mail.smtpUrl;
  process.env.AUTH_SECRET = E2E_SECRET;

  return async () => {
    await server.stop();
    await mail.stop();
    if (external) await runSql(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
    await embedded?.stop();
  };
}
