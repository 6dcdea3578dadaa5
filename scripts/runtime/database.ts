import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { embeddedUrl, ensureDatabase, isAlive, startEmbeddedPostgres } from "../db/embedded-postgres";
import { EMBEDDED_DATABASE, EMBEDDED_PORT, POSTGRES_DIR } from "./paths";

/** The database a command works on; `dataDir` is where an embedded cluster's files are (null for DATABASE_URL's). */
export type ResolvedDatabase = { url: string; embedded: boolean; dataDir: string | null; stop(): Promise<void> };

/**
 * The embedded cluster as a running `npm start` serves it, or null when it is not running. postmaster.pid holds
 * the server's PID on its first line and its port on the fourth.
 */
function runningEmbedded(): ResolvedDatabase | null {
  const cluster = existsSync(POSTGRES_DIR) ? realpathSync(POSTGRES_DIR) : POSTGRES_DIR;
  const pidFile = path.join(cluster, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !Number.isInteger(port) || port <= 0) return null;
  return { url: embeddedUrl(port, EMBEDDED_DATABASE), embedded: true, dataDir: cluster, stop: () => Promise.resolve() };
}

/**
 * DATABASE_URL when set; otherwise the embedded cluster in .data/postgres, started now. With `reuseRunning`, a
 * cluster that a running `npm start` serves is used as it is (and left running) rather than restarted under it:
 * database commands run beside the shop. `npm start` itself restarts one, since a cluster left running by a
 * start that was killed outright has nobody left to stop it.
 */
export async function resolveDatabase(
  log: (line: string) => void = () => undefined,
  { reuseRunning = false } = {},
): Promise<ResolvedDatabase> {
  const configured = process.env.DATABASE_URL?.trim();
  if (configured) return { url: configured, embedded: false, dataDir: null, stop: () => Promise.resolve() };
  const running = reuseRunning ? runningEmbedded() : null;
  if (running) return running;
  const server = await startEmbeddedPostgres({
    dataDir: POSTGRES_DIR,
    preferredPort: EMBEDDED_PORT,
    persistent: true,
    log,
  });
  try {
    await ensureDatabase(server.url("postgres"), EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: server.url(EMBEDDED_DATABASE), embedded: true, dataDir: server.dataDir, stop: () => server.stop() };
}

/**
 * Runs `work` against the resolved database (the shop's running one, if any) and stops an embedded server it started.
 */
export async function withResolvedDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const database = await resolveDatabase(undefined, { reuseRunning: true });
  try {
    return await work(database.url);
  } finally {
    await database.stop();
  }
}
