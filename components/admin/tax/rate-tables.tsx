"use client";

import { useState, type ChangeEvent } from "react";
import { AdminNotices, useAdminNotice } from "@/components/admin/admin-notices";
import { failureText } from "@/components/admin/use-admin-submit";
import { fileInputClass, importFailure, importFile, RateTableImport } from "@/components/admin/tax/rate-table-import";
import { buttonClass } from "@/components/ui/button-styles";
import { deleteRateTable, type RateTableView } from "@/lib/browser/admin-api";

const REMOVE_FAILED = "Could not remove the table. Please try again.";
// In UTC, written the same by the server's render and the browser's.
const importedAt = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function zipsText(zips: number): string {
  return `${zips.toLocaleString("en-US")} ${zips === 1 ? "ZIP" : "ZIPs"}`;
}

/** The list with `table` in its state's place (a replaced table), or added in state order. */
function withTable(tables: readonly RateTableView[], table: RateTableView): RateTableView[] {
  return [...tables.filter((row) => row.state !== table.state), table].sort((a, b) => a.state.localeCompare(b.state));
}

/**
 * The ZIP rate tables of /admin/tax: each state's table (its ZIP count and when it was imported) with Replace (a new
 * file sent at once) and Remove, and the form to import another state's. A ZIP in a table wins over every other rate
 * wherever tax is charged.
 */
export function RateTables({ initial }: { initial: readonly RateTableView[] }) {
  const [tables, setTables] = useState<readonly RateTableView[]>(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useAdminNotice();

  async function run(state: string, work: () => Promise<string>, failed: (failure: unknown) => string) {
    if (busy !== null) return;
    setNotice(null);
    setBusy(state);
    try {
      setNotice({ kind: "status", text: await work() });
    } catch (failure) {
      setNotice({ kind: "error", text: failed(failure) });
    } finally {
      setBusy(null);
    }
  }

  const replace = (state: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    void run(
      state,
      async () => {
        const table = await importFile(state, file);
        setTables((rows) => withTable(rows, table));
        return `${state}'s table replaced: ${zipsText(table.zips)}.`;
      },
      importFailure,
    ).finally(() => {
      input.value = "";
    });
  };

  const remove = (state: string) =>
    void run(
      state,
      async () => {
        await deleteRateTable(state);
        setTables((rows) => rows.filter((row) => row.state !== state));
        return `${state}'s table removed: its orders pay your rate or the state's again.`;
      },
      (failure) => failureText(failure, REMOVE_FAILED),
    );

  return (
    <section aria-labelledby="tax-tables-heading" className="mt-16">
      <h2 id="tax-tables-heading" className="font-display text-3xl font-semibold">
        ZIP rate tables
      </h2>
      <p className="mt-1 mb-6 max-w-2xl text-sm text-muted">
        A state&rsquo;s combined rates by ZIP, as the free per-state rate tables are downloaded. Wherever you charge
        tax, a ZIP in its state&rsquo;s table pays the table&rsquo;s rate.
      </p>
      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />
      {tables.length === 0 ? (
        <p className="rounded-sm border border-dashed border-line bg-sand/60 px-6 py-8 text-center text-muted">
          No tables imported.
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-sm border border-line bg-white/60" aria-label="Imported tables">
          {tables.map((table) => (
            <li
              key={table.state}
              className="flex flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4"
              aria-busy={busy === table.state || undefined}
              data-testid="rate-table"
            >
              <div className="min-w-40 grow">
                <p className="font-semibold">
                  {table.state} · {zipsText(table.zips)}
                </p>
                <p className="text-xs text-muted">Imported {importedAt.format(new Date(table.importedAt))} UTC</p>
              </div>
              <div className="min-w-0 max-w-72">
                <label htmlFor={`replace-${table.state}`} className="mb-1 block text-xs font-medium text-ink">
                  Replace {table.state}&rsquo;s table (CSV)
                </label>
                <input
                  id={`replace-${table.state}`}
                  type="file"
                  accept=".csv,text/csv"
                  onChange={replace(table.state)}
                  className={fileInputClass}
                />
              </div>
              <button
                type="button"
                onClick={() => remove(table.state)}
                className={buttonClass({ variant: "outline", size: "sm" })}
              >
                Remove<span className="sr-only"> {table.state}&rsquo;s table</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <RateTableImport
        onImported={(table) => {
          setTables((rows) => withTable(rows, table));
          setNotice({ kind: "status", text: `${table.state}'s table imported: ${zipsText(table.zips)}.` });
        }}
      />
    </section>
  );
}
