import { createHash } from "node:crypto";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { applyMigrations, checkDrift, createMigration, MIGRATIONS_DIR, SCHEMA_PATH } from "../../scripts/db/migrations";
import { createEmptyDatabase, dropDatabase } from "../support/database";

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("prisma/migrations", () => {
  const created: string[] = [];
  let emptyUrl = "";

  beforeAll(async () => {
    const database = await createEmptyDatabase();
    created.push(database.name);
    emptyUrl = database.url;
  });
  afterAll(async () => {
    await Promise.all(created.map((name) => dropDatabase(name)));
  });

  test("apply to an empty database and record themselves exactly as Prisma Migrate does", async () => {
    const folders = (await readdir(MIGRATIONS_DIR, { withFileTypes: true })).filter((entry) => entry.isDirectory());
    const applied = await applyMigrations(emptyUrl);
    expect(applied).toEqual(folders.map((folder) => folder.name).sort());

    const rows = await query<{
      migration_name: string;
      checksum: string;
      finished: boolean;
      applied_steps_count: number;
    }>(
      emptyUrl,
      `SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, applied_steps_count
         FROM _prisma_migrations ORDER BY migration_name`,
    );
    for (const [index, row] of rows.entries()) {
      const sql = await readFile(path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
      expect(row.finished).toBe(true);
      expect(row.applied_steps_count).toBe(1);
      expect(row.migration_name).toBe(applied[index]);
    }
    expect(await applyMigrations(emptyUrl)).toEqual([]);
  });

  test("the database enforces the rules the schema language cannot state", async () => {
    const insertProduct = (stock: number) =>
      query(
        emptyUrl,
        `INSERT INTO products (id, name, price_cents, category, stock, updated_at)
                       VALUES ('p_${stock < 0 ? "neg" : stock}', 'Bead', 800, 'Rings', ${stock}, now())`,
      );
    await insertProduct(1);
    await expect(insertProduct(-1)).rejects.toThrow(/products_stock_check/);
    await expect(query(emptyUrl, "UPDATE products SET stock = stock - 2 WHERE id = 'p_1'")).rejects.toThrow(
      /products_stock_check/,
    );
    await query(
      emptyUrl,
      `INSERT INTO users (id, email, name, password_hash, updated_at) VALUES ('u1', 'Ann@Example.com', 'Ann', 'x', now())`,
    );
    await expect(
      query(
        emptyUrl,
        `INSERT INTO users (id, email, name, password_hash, updated_at) VALUES ('u2', 'ann@example.COM', 'Ann', 'x', now())`,
      ),
    ).rejects.toThrow(/users_email_key/);
    await query(
      emptyUrl,
      `INSERT INTO addresses (id, user_id, first_name, last_name, address_line_1, city, state, postal_code, phone, updated_at)
                            VALUES ('a1', 'u1', 'Ann', 'Lee', '1 Main St', 'Austin', 'TX', '78701', '5125550100', now())`,
    );
    await query(emptyUrl, "UPDATE users SET default_address_id = 'a1' WHERE id = 'u1'");
    await query(emptyUrl, "DELETE FROM addresses WHERE id = 'a1'");
    expect(await query(emptyUrl, "SELECT default_address_id FROM users WHERE id = 'u1'")).toEqual([
      { default_address_id: null },
    ]);
    await expect(
      query(
        emptyUrl,
        `INSERT INTO cart_items (id, user_id, product_id, quantity, updated_at) VALUES ('c1', 'u1', 'p_1', 0, now())`,
      ),
    ).rejects.toThrow(/cart_items_quantity_check/);
  });

  test("match schema.prisma (drift check)", async () => {
    const drift = await checkDrift(emptyUrl);
    expect(drift.summary).toBe("-- This is an empty migration.\n");
    expect(drift.inSync).toBe(true);
  });

  test("a schema edit is drift until `db:migration` writes its migration", { timeout: 90_000 }, async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), "atelier-migration-"));
    try {
      const schemaPath = path.join(work, "schema.prisma");
      const migrationsDir = path.join(work, "migrations");
      await cp(MIGRATIONS_DIR, migrationsDir, { recursive: true });
      const schema = await readFile(SCHEMA_PATH, "utf8");
      await writeFile(
        schemaPath,
        schema.replace("model Product {\n", 'model Product {\n  giftWrap Boolean @default(false) @map("gift_wrap")\n'),
      );
      const paths = { schemaPath, migrationsDir };

      const before = await checkDrift(emptyUrl, paths);
      expect(before.inSync).toBe(false);
      expect(before.summary).toContain('ADD COLUMN     "gift_wrap" BOOLEAN NOT NULL DEFAULT false');

      const scratch = await createEmptyDatabase("atelier_dev");
      created.push(scratch.name);
      const folder = await createMigration(scratch.url, "add_x", paths);
      expect(folder).toMatch(/^\d{14}_add_x$/);
      const sql = await readFile(path.join(migrationsDir, folder ?? "", "migration.sql"), "utf8");
      expect(sql).toContain('"gift_wrap"');
      expect(await readFile(path.join(migrationsDir, "migration_lock.toml"), "utf8")).toContain(
        'provider = "postgresql"',
      );

      expect((await checkDrift(emptyUrl, paths)).inSync).toBe(true);
      expect(await createMigration(scratch.url, "nothing_new", paths)).toBeNull();
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
