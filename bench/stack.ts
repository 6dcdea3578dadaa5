import os from "node:os";
import path from "node:path";
import { createDbClient } from "@/lib/db-client";
import { seedDemoCatalog } from "@/prisma/seed";
import { benchCatalogueSize, growCatalogue } from "./catalogue";
import { ensureDatabase, startEmbeddedPostgres } from "../scripts/db/embedded-postgres";
import { applyMigrations } from "../scripts/db/migrations";
import { startShopServer } from "../scripts/runtime/shop-server";

export type BenchStack = { baseUrl: string; serverPid: number; databaseUrl: string; stop(): Promise<void> };

/**
 * A production build of the shop over a fresh embedded Postgres holding the demo catalog (grown to
 * `BENCH_CATALOGUE` pieces when set, bench/catalogue.ts): what a shopper meets after `npm start`, isolated from
 * .data/ so a benchmark never touches real data. `appUrl` replaces
 * the public origin, e.g. with a local catcher of the test gateway's webhook events; `smtpUrl` gives it a mail server;
 * `env` adds to the server's environment (TRUSTED_PROXY: behind nginx, or shoppers each with their own address).
 */
export async function startBenchStack(options: {
  build: boolean;
  appUrl?: string;
  smtpUrl?: string;
  env?: Readonly<Record<string, string>>;
}): Promise<BenchStack> {
  // Read first, so a mistyped size stops the run before anything starts.
  const catalogueSize = benchCatalogueSize();
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(os.tmpdir(), `atelier-bench-${process.pid}`),
    persistent: false,
  });
  // A failure on the way (a seed that outlasts its transaction on a busy machine) must not leave Postgres running.
  const started = await (async () => {
    await ensureDatabase(postgres.url("postgres"), "atelier");
    const databaseUrl = postgres.url("atelier");
    await applyMigrations(databaseUrl);
    const client = createDbClient(databaseUrl, 1);
    await seedDemoCatalog(client);
    if (catalogueSize !== undefined) await growCatalogue(client, catalogueSize);
    await client.$disconnect();

    const server = await startShopServer({
      databaseUrl,
      authSecret: "bench-secret-that-is-long-enough-for-hs256-signing",
      // Without a catcher, nothing listens on port 1: mail the benchmark might cause is refused at once, never sent.
      smtpUrl: options.smtpUrl ?? "smtp://127.0.0.1:1",
      build: options.build,
      appUrl: options.appUrl,
      env: options.env,
    });
    return { databaseUrl, server };
  })().catch(async (error: unknown) => {
    await postgres.stop();
    throw error;
  });
  const { databaseUrl, server } = started;
  return {
    baseUrl: server.baseUrl,
    databaseUrl,
    serverPid: server.pid,
    stop: async () => {
      await server.stop();
      await postgres.stop();
    },
  };
}
