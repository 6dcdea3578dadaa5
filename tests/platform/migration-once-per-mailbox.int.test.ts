import { createHash } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { applyMigrations } from "../../scripts/db/migrations";
import { createEmptyDatabase, dropDatabase } from "../support/database";
import { migrateBefore, sql } from "../support/migrations-before";

const sha256 = (mailbox: string) => createHash("sha256").update(mailbox).digest("hex");

describe("the deleted-stays-deleted migration on a shop whose codes were already used", () => {
  const created: string[] = [];
  afterAll(async () => {
    await Promise.all(created.map((name) => dropDatabase(name)));
  });

  test("once-per-email uses are keyed by mailbox: each spelling's key is its mailbox's, and a second spelling of one mailbox keeps none", async () => {
    const database = await createEmptyDatabase();
    created.push(database.name);
    await migrateBefore(database.url, "_deleted_stays_deleted");

    await sql(
      database.url,
      `INSERT INTO discount_codes (id, code, percent_off, once_per_email, updated_at)
       VALUES ('once', 'WELCOME', 10, true, now()), ('many', 'SPRING', 10, false, now())`,
    );
    const use = (id: string, code: string, email: string, onceKey: string | null, at: string) =>
      `('${id}', '${code}', '${email}', ${onceKey === null ? "NULL" : `'${onceKey}'`}, 'o_${id}', '${at}')`;
    await sql(
      database.url,
      `INSERT INTO discount_redemptions (id, discount_code_id, email, once_key, order_id, created_at) VALUES ${[
        use("plain", "once", "ann@example.test", "ann@example.test", "2026-11-01T10:00:00Z"),
        use("tagged", "once", "bea+shop@example.test", "bea+shop@example.test", "2026-11-01T10:00:00Z"),
        use("dotted", "once", "c.d.e@googlemail.com", "c.d.e@googlemail.com", "2026-11-01T10:00:00Z"),
        use("gmail-first", "once", "f.g+x@gmail.com", "f.g+x@gmail.com", "2026-11-02T10:00:00Z"),
        use("gmail-again", "once", "fg@googlemail.com", "fg@googlemail.com", "2026-11-03T10:00:00Z"),
        use("any-code", "many", "ann@example.test", null, "2026-11-04T10:00:00Z"),
      ].join(", ")}`,
    );

    await applyMigrations(database.url);

    const rows = await sql<{ id: string; once_key: string | null }>(
      database.url,
      "SELECT id, once_key FROM discount_redemptions ORDER BY id",
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.once_key]))).toEqual({
      plain: sha256("ann@example.test"),
      tagged: sha256("bea@example.test"),
      dotted: sha256("cde@gmail.com"),
      "gmail-first": sha256("fg@gmail.com"),
      "gmail-again": null,
      "any-code": null,
    });
    const columns = await sql<{ column_name: string }>(
      database.url,
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'discount_redemptions'",
    );
    expect(columns.map((column) => column.column_name)).not.toContain("email");
  });
});
