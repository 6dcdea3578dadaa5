import "server-only";
import { db } from "@/lib/db";
import { parseRateTable } from "@/lib/tax/rate-table-csv";

/** A state's imported table as /admin/tax lists it. */
export type RateTableSummary = { state: string; zips: number; importedAt: Date };

/**
 * Replaces a state's ZIP rate table whole with the CSV's rows, in one transaction: a bad row (named by its line)
 * refuses the file before anything is written, so the table is the new one or the old one, never a mix.
 */
export async function importRateTable(state: string, csv: string): Promise<RateTableSummary> {
  const rates = parseRateTable(csv, state);
  const importedAt = new Date();
  await db.$transaction([
    db.taxRateTable.deleteMany({ where: { state } }),
    db.taxRateTable.create({ data: { state, importedAt } }),
    db.taxZipRate.createMany({ data: rates.map((rate) => ({ state, ...rate })) }),
  ]);
  return { state, zips: rates.length, importedAt };
}

/** Removes a state's table (its ZIPs with it); nothing to remove is not an error. */
export async function deleteRateTable(state: string): Promise<void> {
  await db.taxRateTable.deleteMany({ where: { state } });
}

/** Every imported table, by state. */
export async function listRateTables(): Promise<RateTableSummary[]> {
  const tables = await db.taxRateTable.findMany({
    orderBy: { state: "asc" },
    select: { state: true, importedAt: true, _count: { select: { rates: true } } },
  });
  return tables.map((table) => ({ state: table.state, zips: table._count.rates, importedAt: table.importedAt }));
}
