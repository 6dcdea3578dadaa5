import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect } from "vitest";
import { applyMigrations, MIGRATIONS_DIR } from "../../scripts/db/migrations";

/** One statement on a database by its URL, outside the app's client (the schema may be an older one). */
export async function sql<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The schema as it was before the migration whose folder ends with `suffix`: every migration up to (not including)
 * it, applied to the database at `url`, so a test can write rows as an older shop had them and then migrate the rest.
 * Answers the folders still to apply, that one first.
 */
export async function migrateBefore(url: string, suffix: string): Promise<string[]> {
  const folders = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const target = folders.findIndex((name) => name.endsWith(suffix));
  expect(target).toBeGreaterThan(0);
  const before = await mkdtemp(path.join(os.tmpdir(), "atelier-migrations-"));
  try {
    await cp(path.join(MIGRATIONS_DIR, "migration_lock.toml"), path.join(before, "migration_lock.toml"));
    for (const name of folders.slice(0, target))
      await cp(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true });
    await applyMigrations(url, { migrationsDir: before });
  } finally {
    await rm(before, { recursive: true, force: true });
  }
  return folders.slice(target);
}
