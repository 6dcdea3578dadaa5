import os from "node:os";
import path from "node:path";
import { createDbClient } from "@/lib/db-client";
import { seedDemoCatalogue } from "@/prisma/seed";
import { ensureDatabase, startEmbeddedPostgres } from "../scripts/db/embedded-postgres";
import { freePort } from "../scripts/db/free-port";
import { applyMigrations } from "../scripts/db/migrations";
import { buildApp, startNext, stopChild, waitForHealthy } from "../scripts/runtime/next-server";

export type BenchStack = { baseUrl: string; serverPid: number; databaseUrl: string; stop(): Promise<void> };

/**
 * A production build of the shop over a fresh embedded Postgres holding the demo catalogue: what a
 * shopper meets after `npm start`, isolated from .data/ so a benchmark never touches real data.
 */
export async function startBenchStack(options: { build: boolean }): Promise<BenchStack> {
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(os.tmpdir(), `atelier-bench-${process.pid}`), persistent: false });
  await ensureDatabase(postgres.url("postgres"), "atelier");
  const databaseUrl = postgres.url("atelier");
  await applyMigrations(databaseUrl);
  const client = createDbClient(databaseUrl, 1);
  await seedDemoCatalogue(client);
  await client.$disconnect();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: "bench-secret-that-is-long-enough-for-hs256-signing",
    APP_URL: baseUrl,
    PORT: String(port),
    SMTP_URL: "smtp://127.0.0.1:1",
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
  };
  delete env.NODE_OPTIONS;
  if (options.build) await buildApp(env);
  const server = startNext("start", port, env);
  await waitForHealthy(baseUrl, server);
  return {
    baseUrl,
    databaseUrl,
    serverPid: server.pid ?? 0,
    stop: async () => {
      await stopChild(server);
      await postgres.stop();
    },
  };
}
