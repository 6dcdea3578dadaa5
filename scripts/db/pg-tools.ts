import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { databasePlace } from "../runtime/checks";

const run = promisify(execFile);

type PgTool = { file: string; version: string; major: number };
type ToolName = "pg_dump" | "pg_restore" | "psql";

/** A problem an operator must solve, said in one line. */
export class PgToolError extends Error {}

/** The client program needed is not installed here, or only in a version too old for the job. */
export class MissingPgToolError extends PgToolError {}

/** Folders that hold Postgres client programs: PG_BIN_DIR alone when set, else PATH and the usual install places. */
function candidateDirs(): string[] {
  const chosen = process.env.PG_BIN_DIR?.trim();
  if (chosen) return [chosen];
  const versioned = (parent: string, pattern: RegExp, bin: (entry: string) => string) =>
    existsSync(parent)
      ? readdirSync(parent)
          .filter((entry) => pattern.test(entry))
          .map((entry) => path.join(parent, bin(entry)))
      : [];
  return [
    ...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean),
    // Debian and Ubuntu install each major version side by side; RHEL's PGDG packages and Homebrew do too.
    ...versioned("/usr/lib/postgresql", /^\d+$/, (entry) => path.join(entry, "bin")),
    ...versioned("/usr", /^pgsql-\d+$/, (entry) => path.join(entry, "bin")),
    ...versioned("/opt/homebrew/opt", /^postgresql@\d+$/, (entry) => path.join(entry, "bin")),
  ];
}

/** Every copy of `name` found, with its version, newest first. */
async function installed(name: ToolName): Promise<PgTool[]> {
  const files = [...new Set(candidateDirs().map((dir) => path.join(dir, name)))].filter((file) => existsSync(file));
  const tools = await Promise.all(
    files.map(async (file) => {
      const answer = await run(file, ["--version"]).catch(() => null);
      const version = /\(PostgreSQL\)\s+(\d+(?:\.\d+)*)/.exec(answer?.stdout ?? "")?.[1];
      return version ? { file, version, major: Number(version.split(".")[0]) } : null;
    }),
  );
  return tools.filter((tool) => tool !== null).sort((a, b) => b.major - a.major);
}

/**
 * The newest `name` here, which must be at least `minMajor`: pg_dump refuses a server newer than itself, and
 * pg_restore cannot read an archive from a newer pg_dump.
 */
export async function pgTool(name: ToolName, minMajor: number, forWhat: string): Promise<PgTool> {
  const [newest] = await installed(name);
  const where = process.env.PG_BIN_DIR?.trim()
    ? `PG_BIN_DIR (${process.env.PG_BIN_DIR})`
    : "PATH or /usr/lib/postgresql";
  if (!newest) {
    throw new MissingPgToolError(
      `${name} is not installed (looked in ${where}): install PostgreSQL's client programs${minMajor > 0 ? `, ${minMajor} or newer` : ""} (Debian: apt-get install postgresql-client), or set PG_BIN_DIR to their folder`,
    );
  }
  if (newest.major < minMajor) {
    throw new MissingPgToolError(
      `${name} ${minMajor} or newer is needed for ${forWhat}, and the newest here is ${newest.version} (${newest.file}): install postgresql-client-${minMajor} (PostgreSQL's own apt repository has every version), or set PG_BIN_DIR to the bin folder of a newer one`,
    );
  }
  return newest;
}

/** The server's major version (18 for 18.4). */
export async function serverMajor(connectionString: string): Promise<number> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    const result = await client.query<{ num: string }>("SELECT current_setting('server_version_num') AS num");
    return Math.floor(Number(result.rows[0]?.num ?? 0) / 10_000);
  } catch (error) {
    throw new PgToolError(
      `Cannot reach the database at ${databasePlace(connectionString)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * How to hand a connection string to libpq programs without showing its password in `ps`: the URL without it,
 * and PGPASSWORD in their environment.
 */
export function libpqTarget(connectionString: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = "";
  // Parameters of Prisma's own URLs that libpq would refuse as unknown.
  for (const prismaOnly of [
    "schema",
    "connection_limit",
    "pool_timeout",
    "pgbouncer",
    "statement_cache_size",
    "socket_timeout",
  ]) {
    url.searchParams.delete(prismaOnly);
  }
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}
