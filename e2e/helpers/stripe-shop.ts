import { randomBytes } from "node:crypto";
import { createDbClient, type Db } from "../../lib/db-client";
import { ensureDatabase } from "../../scripts/db/embedded-postgres";
import { applyMigrations } from "../../scripts/db/migrations";
import { quoteIdent, withDatabase } from "../../scripts/db/pg-url";
import { runSql } from "../../scripts/db/run-sql";
import { startShopServer } from "../../scripts/runtime/shop-server";
import { startFakeStripe, type FakeStripe } from "../../tests/support/stripe-fake";

/** The Stripe-mode shop's publishable key, which the browser's Stripe instance must be made with. */
export const STRIPE_PUBLISHABLE_KEY = "pk_test_e2e_atelier";

export type StripeShop = { baseUrl: string; fake: FakeStripe; db: Db; stop(): Promise<void> };

function required(name: "DATABASE_URL" | "MAIL_SMTP_URL"): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts`);
  return value;
}

/**
 * The suite's build served by a second `next start` in Stripe mode: nothing of the shop is mocked. Its real stripe
 * SDK talks to the local fake of Stripe's API, which delivers signed events to this server's webhook. It gets a
 * database of its own, so that neither server's reconciler ever meets a payment of the other's gateway.
 */
export async function startStripeShop(): Promise<StripeShop> {
  const suiteUrl = required("DATABASE_URL");
  const database = `atelier_e2e_stripe_${randomBytes(4).toString("hex")}`;
  await ensureDatabase(suiteUrl, database);
  const databaseUrl = withDatabase(suiteUrl, database);
  const dropDatabase = () => runSql(suiteUrl, `DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
  await applyMigrations(databaseUrl);

  // Pointed at the server once it has a port; the fake reads it at each delivery.
  const webhook = { url: "", secret: `whsec_e2e_${randomBytes(16).toString("hex")}` };
  const fake = await startFakeStripe({ webhook });
  const server = await startShopServer({
    databaseUrl,
    authSecret: `stripe-e2e-${randomBytes(24).toString("hex")}`,
    smtpUrl: required("MAIL_SMTP_URL"),
    build: false,
    env: {
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_e2e_atelier",
      STRIPE_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: webhook.secret,
      STRIPE_API_URL: fake.url,
    },
  }).catch(async (error: unknown) => {
    await fake.close();
    await dropDatabase();
    throw error;
  });
  webhook.url = `${server.baseUrl}/api/payments/webhook`;
  const db = createDbClient(databaseUrl, 2);

  return {
    baseUrl: server.baseUrl,
    fake,
    db,
    async stop() {
      await server.stop();
      await db.$disconnect();
      await fake.close();
      await dropDatabase();
    },
  };
}
