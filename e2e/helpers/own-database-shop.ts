import { randomUUID } from "node:crypto";
import { createDbClient, type Db } from "../../lib/db-client";
import { ensureDatabase } from "../../scripts/db/embedded-postgres";
import { applyMigrations } from "../../scripts/db/migrations";
import { quoteIdent, withDatabase } from "../../scripts/db/pg-url";
import { runSql } from "../../scripts/db/run-sql";
import { startShopServer, type ShopServer } from "../../scripts/runtime/shop-server";

export type OwnDatabaseShop = { shop: ShopServer; db: Db; stop(): Promise<void> };

/**
 * A second `next start` of the suite's build on a freshly migrated database of its own, for a spec that changes what
 * the whole shop does (where sales tax is collected): on the suite's database that change would reach every test
 * running beside it. Dropped, with everything the spec changed, by `stop`. `seed` writes rows before the shop starts
 * (what its jobs at start should find); `env` adds to the server's environment.
 */
export async function startOwnDatabaseShop(
  prefix: string,
  options: { seed?: (db: Db) => Promise<void>; env?: Record<string, string> } = {},
): Promise<OwnDatabaseShop> {
  const suiteUrl = process.env.DATABASE_URL ?? "";
  const adminUrl = withDatabase(suiteUrl, "postgres");
  const name = `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const drop = () => runSql(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  await ensureDatabase(adminUrl, name);
  const databaseUrl = withDatabase(suiteUrl, name);
  try {
    await applyMigrations(databaseUrl);
    if (options.seed) {
      const seeding = createDbClient(databaseUrl, 1);
      try {
        await options.seed(seeding);
      } finally {
        await seeding.$disconnect();
      }
    }
    const shop = await startShopServer({
      databaseUrl,
      authSecret: process.env.AUTH_SECRET ?? "",
      smtpUrl: process.env.MAIL_SMTP_URL ?? "",
      build: false,
      env: { TRUSTED_PROXY: "1", ...options.env },
    });
    const db = createDbClient(databaseUrl, 2);
    return {
      shop,
      db,
      async stop() {
        await db.$disconnect();
        await shop.stop();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
