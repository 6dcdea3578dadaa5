import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as listProducts } from "@/app/api/products/route";
import { disconnectDb } from "@/lib/db";
import { createDbClient } from "@/lib/db-client";
import { demoCatalog, seedDemoCatalog } from "@/prisma/seed";
import { pgTool, PgToolError, serverMajor } from "../../scripts/db/pg-tools";
import { createProduct } from "../factories/products";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";

const ROOT = path.resolve(import.meta.dirname, "../..");

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run db:backup` / `db:restore` (their scripts, as npm runs them) against `databaseUrl`. */
function runScript(script: "db-backup" | "db-restore", args: string[], vars: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=react-server", `scripts/${script}.ts`, ...args],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: "production",
          NEXT_TELEMETRY_DISABLED: "1",
          CHECKPOINT_DISABLE: "1",
          ...vars,
        },
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

type ProductBody = { id: string; name: string; price: number };

describe("npm run db:backup, then npm run db:restore", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const folder = mkdtempSync(path.join(os.tmpdir(), "atelier-backup-"));
  // pg_dump must be at least as new as the server: with only an older one installed, the rehearsal cannot run
  // here (the refusal itself is tested below).
  let noSuitablePgDump = "";

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  beforeAll(async () => {
    const major = await serverMajor(database.url());
    await pgTool("pg_dump", major, `PostgreSQL ${major}`).catch((error: unknown) => {
      if (!(error instanceof PgToolError)) throw error;
      noSuitablePgDump = error.message;
    });
  });

  test("a backup restored brings back the shop as it was: later changes are gone and the catalogue reads", async (context) => {
    if (noSuitablePgDump) context.skip(noSuitablePgDump);
    const db = database.client();
    await seedDemoCatalog(db);
    const piece = await db.product.findFirstOrThrow({
      where: { name: demoCatalog[0]?.name },
      select: { id: true, priceCents: true },
    });
    const file = path.join(folder, "shop.dump");

    const backup = await runScript("db-backup", [file], { DATABASE_URL: database.url() });
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(
      /^\[atelier\] Backed up database "atelier_test_\w+" at [\w.]+:\d+ to .*shop\.dump \(\d+ kB, pg_dump [\d.]+\)\n$/,
    );

    await db.product.update({ where: { id: piece.id }, data: { priceCents: 1 } });
    await createProduct(db, { name: "Made After The Backup" });
    // A table the backup never knew: a restore replaces the whole schema, so it goes too.
    await db.$executeRawUnsafe("CREATE TABLE made_after_the_backup (id int)");

    const restore = await runScript("db-restore", [file], { DATABASE_URL: database.url() });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain("[atelier] The database as it was is saved in ");
    expect(restore.stdout).toMatch(
      /\[atelier\] Restored database "atelier_test_\w+" at [\w.]+:\d+ from .*shop\.dump\n$/,
    );
    expect(readdirSync(folder).some((name) => /^atelier_test_\w+-before-restore-[\d-]+\.dump$/.test(name))).toBe(true);

    // Fresh connections: the restore replaced every table the old ones may have planned against.
    await disconnectDb();
    const fresh = createDbClient(database.url(), 1);
    try {
      expect(await fresh.product.findUniqueOrThrow({ where: { id: piece.id }, select: { priceCents: true } })).toEqual({
        priceCents: piece.priceCents,
      });
      expect(await fresh.product.count({ where: { name: "Made After The Backup" } })).toBe(0);
      const leftover = await fresh.$queryRawUnsafe<unknown[]>(
        "SELECT 1 FROM pg_tables WHERE tablename = 'made_after_the_backup'",
      );
      expect(leftover).toHaveLength(0);
    } finally {
      await fresh.$disconnect();
    }
    const answer = await callRoute<ProductBody[]>(listProducts, apiRequest("GET", "/api/products?limit=100"));
    expect(answer.status).toBe(200);
    // The shop's list is what can be bought: the demo's sold one-of-a-kind pieces are in the sold work instead.
    const forSale = demoCatalog.filter((product) => product.piece?.soldDaysAgo === undefined);
    expect(forSale.length).toBeLessThan(demoCatalog.length);
    expect(answer.body.data.map((product) => product.name).sort()).toEqual(
      forSale.map((product) => product.name).sort(),
    );
  });

  test("without pg_dump, backup refuses in one line saying what to install, and writes nothing", async () => {
    const file = path.join(folder, "never.dump");
    const run = await runScript("db-backup", [file], {
      DATABASE_URL: database.url(),
      PG_BIN_DIR: mkdtempSync(path.join(os.tmpdir(), "no-pg-")),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^\[atelier\] pg_dump is not installed \(looked in PG_BIN_DIR \(.*\)\): install PostgreSQL's client programs, \d+ or newer .*\n$/,
    );
    expect(existsSync(file)).toBe(false);
  });

  test("restore refuses a file that is not a backup, in one line", async () => {
    const run = await runScript("db-restore", [path.join(ROOT, "package.json")], { DATABASE_URL: database.url() });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^\[atelier\] .*package\.json is not a backup pg_restore [\d.]+ can read: .*\n$/);
  });
});
