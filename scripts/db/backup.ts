import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import pg from "pg";
import { databasePlace } from "../runtime/checks";
import { MIGRATIONS_DIR } from "./migrations";
import { databaseName } from "./pg-url";
import { libpqTarget, MissingPgToolError, pgTool, PgToolError, serverMajor } from "./pg-tools";

/** What a backup wrote. */
export type Backup = { file: string; kilobytes: number; database: string; place: string; pgDump: string };

/** Runs a Postgres client program; rejects with the last line it complained with. */
function runPgProgram(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin?: NodeJS.ReadableStream,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: [stdin ? "pipe" : "ignore", "ignore", "pipe"] });
    if (stdin && child.stdin) stdin.pipe(child.stdin);
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", (error) => reject(new PgToolError(`${path.basename(file)} could not run: ${error.message}`)));
    child.once("exit", (code) => {
      const complaint = stderr.trim().split("\n").at(-1) ?? "";
      if (code === 0) resolve();
      else
        reject(
          new PgToolError(`${path.basename(file)} failed (exit ${code ?? "signal"}): ${complaint || "no message"}`),
        );
    });
  });
}

function stamp(): string {
  return new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

/** `folder`/<database><label>-<UTC date>-<time>.dump */
export function backupFileIn(folder: string, connectionString: string, label = ""): string {
  return path.join(folder, `${databaseName(connectionString)}${label}-${stamp()}.dump`);
}

/** pg_dump in its custom format (compressed; pg_restore can pick from it) of the database behind `connectionString`. */
export async function backupDatabase(connectionString: string, file: string): Promise<Backup> {
  const place = databasePlace(connectionString);
  const major = await serverMajor(connectionString);
  const pgDump = await pgTool("pg_dump", major, `the PostgreSQL ${major} server at ${place}`);
  mkdirSync(path.dirname(file), { recursive: true });
  const target = libpqTarget(connectionString);
  try {
    await runPgProgram(pgDump.file, ["--format=custom", `--file=${file}`, `--dbname=${target.url}`], target.env);
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
  const kilobytes = Math.ceil(statSync(file).size / 1024);
  return { file, kilobytes, database: databaseName(connectionString), place, pgDump: pgDump.version };
}

/** The migrations in prisma/migrations that the restored database has not recorded as applied. */
async function migrationsNewerThanDatabase(connectionString: string): Promise<string[]> {
  const known = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    // A backup of a database that never had a migration applied has no table of them at all.
    const table = await client.query<{ found: string | null }>(
      "SELECT to_regclass('_prisma_migrations')::text AS found",
    );
    if (!table.rows[0]?.found) return known;
    const applied = await client.query<{ migration_name: string }>(
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL",
    );
    const names = new Set(applied.rows.map((row) => row.migration_name));
    return known.filter((name) => !names.has(name));
  } finally {
    await client.end();
  }
}

type Restore = {
  database: string;
  place: string;
  safetyCopy: Backup | null;
  safetyCopySkipped: string | null;
  pendingMigrations: string[];
};

/**
 * Makes the database behind `connectionString` what the backup in `file` was. The public schema is dropped and
 * rebuilt from the archive in one transaction (psql --single-transaction, stopping at the first error), so tables
 * added after the backup go too and a restore that fails leaves the database as it was. Before that, the database
 * as it is now is saved to `safetyFile`, when a pg_dump as new as its server is installed.
 */
export async function restoreDatabase(connectionString: string, file: string, safetyFile: string): Promise<Restore> {
  if (!existsSync(file)) throw new PgToolError(`${file}: no such file`);
  const pgRestore = await pgTool("pg_restore", 0, "reading the backup");
  const sibling = path.join(path.dirname(pgRestore.file), "psql");
  const psql = existsSync(sibling) ? sibling : (await pgTool("psql", 0, "restoring")).file;
  // Reading the archive's table of contents first gives a clear refusal for a file that is not a backup.
  await runPgProgram(pgRestore.file, ["--list", file], process.env).catch((error: unknown) => {
    throw new PgToolError(
      `${file} is not a backup pg_restore ${pgRestore.version} can read: ${error instanceof Error ? error.message : String(error)}`,
    );
  });

  let safetyCopy: Backup | null = null;
  let safetyCopySkipped: string | null = null;
  try {
    safetyCopy = await backupDatabase(connectionString, safetyFile);
  } catch (error) {
    // Only a missing pg_dump lets the restore go on without a copy; a pg_dump that ran and failed stops it.
    if (!(error instanceof MissingPgToolError)) throw error;
    safetyCopySkipped = error.message;
  }

  const target = libpqTarget(connectionString);
  const psqlInput = new PassThrough();
  psqlInput.write("DROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n");
  const script = spawn(pgRestore.file, ["--no-owner", "--no-privileges", "--file=-", file], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let scriptProblem = "";
  script.stderr.on("data", (chunk: Buffer) => (scriptProblem += chunk.toString()));
  script.stdout.pipe(psqlInput, { end: false });
  // psql commits at the end of its input: a script cut short must end in an error instead, so that the one
  // transaction rolls back and the database stays as it was.
  script.once("close", (code) => {
    if (code === 0) psqlInput.end();
    else psqlInput.end("DO $$ BEGIN RAISE EXCEPTION 'pg_restore stopped before the end of the backup'; END $$;\n");
  });
  try {
    await runPgProgram(
      psql,
      ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", "--single-transaction", "--file=-", `--dbname=${target.url}`],
      target.env,
      psqlInput,
    );
  } catch (error) {
    const why = scriptProblem.trim().split("\n").at(-1);
    throw why ? new PgToolError(`pg_restore failed, nothing was changed: ${why}`) : error;
  }
  return {
    database: databaseName(connectionString),
    place: databasePlace(connectionString),
    safetyCopy,
    safetyCopySkipped,
    pendingMigrations: await migrationsNewerThanDatabase(connectionString),
  };
}
