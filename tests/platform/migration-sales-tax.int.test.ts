import { afterAll, describe, expect, test } from "vitest";
import { applyMigrations } from "../../scripts/db/migrations";
import { createEmptyDatabase, dropDatabase } from "../support/database";
import { migrateBefore, sql } from "../support/migrations-before";

describe("the sales-tax migration on a shop with orders", () => {
  const created: string[] = [];
  afterAll(async () => {
    await Promise.all(created.map((name) => dropDatabase(name)));
  });

  test("each existing order keeps the spec's rate it was charged, by its state; a state outside the table paid none", async () => {
    const database = await createEmptyDatabase();
    created.push(database.name);
    await migrateBefore(database.url, "_sales_tax_law");

    const order = (id: string, state: string) =>
      `('${id}', '${id}@example.test', 1000, 0, 0, 1000, 'standard', '{"state": "${state}", "postal_code": "12345"}', 'pi_${id}', now())`;
    await sql(
      database.url,
      `INSERT INTO orders (id, email, subtotal_cents, shipping_cents, tax_cents, total_cents, shipping_method,
                           shipping_address, payment_intent_id, updated_at)
       VALUES ${[order("ca", "CA"), order("mn", "mn"), order("or", "OR"), order("dc", "DC")].join(", ")}`,
    );
    await applyMigrations(database.url);

    const rows = await sql<{ id: string; tax_rate_ppm: number; tax_source: string }>(
      database.url,
      "SELECT id, tax_rate_ppm, tax_source FROM orders ORDER BY id",
    );
    expect(rows).toEqual([
      { id: "ca", tax_rate_ppm: 72_500, tax_source: "spec" },
      { id: "dc", tax_rate_ppm: 0, tax_source: "spec" },
      { id: "mn", tax_rate_ppm: 68_750, tax_source: "spec" },
      { id: "or", tax_rate_ppm: 0, tax_source: "spec" },
    ]);
    // From here on a writer must say which rate it applied: the columns keep no default.
    await expect(
      sql(
        database.url,
        `INSERT INTO orders (id, email, subtotal_cents, shipping_cents, tax_cents, total_cents, shipping_method,
                             shipping_address, payment_intent_id, updated_at)
         VALUES ('new', 'new@example.test', 1000, 0, 0, 1000, 'standard', '{}', 'pi_new', now())`,
      ),
    ).rejects.toThrow(/tax_rate_ppm/);
  });
});
