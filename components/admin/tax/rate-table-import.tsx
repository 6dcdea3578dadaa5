"use client";

import { useId, useState } from "react";
import { SaveRow } from "@/components/admin/settings/save-row";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { controlClass } from "@/components/ui/form-field";
import { formText } from "@/components/ui/form-text";
import { US_STATES } from "@/lib/addresses/us-states";
import { importRateTable, type RateTableView } from "@/lib/browser/admin-api";
import { ApiRequestError } from "@/lib/browser/api-error";

const IMPORT_FAILED = "Could not import the table. Please try again.";

/** The file input's look: its button drawn as the shop's outline button. */
export const fileInputClass =
  "block w-full text-sm text-muted file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-full file:border file:border-ink file:bg-ivory file:px-4 file:text-sm file:font-medium file:text-ink hover:file:bg-ink hover:file:text-ivory";

/**
 * Why an import was refused, in the server's own words: its message names the file's line ("line 3: ZipCode must be
 * 5 digits"), which the field detail alone would drop.
 */
export function importFailure(failure: unknown): string {
  return failure instanceof ApiRequestError && failure.message ? failure.message : IMPORT_FAILED;
}

/** Sends a chosen file's text as that state's table. */
export async function importFile(state: string, file: File): Promise<RateTableView> {
  return importRateTable(state, await file.text());
}

/**
 * "Import a table" on /admin/tax: a state and a CSV file of its ZIP rates (as the free per-state downloads are laid
 * out), sent as text/csv; the table replaces any that state had.
 */
export function RateTableImport({ onImported }: { onImported: (table: RateTableView) => void }) {
  const { saving, submit } = useAdminSubmit(IMPORT_FAILED);
  const [error, setError] = useState<string>();
  const id = useId();
  const errorId = `${id}-error`;
  const [stateId, fileId] = [`${id}-state`, `${id}-file`];

  const send = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const state = formText(data, "state");
    const file = data.get("file");
    if (state === "") {
      setError("Choose the state the table is for.");
      return;
    }
    if (!(file instanceof File) || file.size === 0) {
      setError("Choose the table's CSV file.");
      return;
    }
    setError(undefined);
    onImported(await importFile(state, file));
    form.reset();
  };

  return (
    <form
      noValidate
      aria-label="Import a rate table"
      onSubmit={(event) => void submit(event, send, (failure) => setError(importFailure(failure)))}
      className="mt-6 grid gap-4 rounded-sm border border-line bg-white/60 p-4 sm:grid-cols-2 sm:p-5"
    >
      <h3 className="font-display text-xl font-semibold sm:col-span-2">Import a table</h3>
      <div>
        <label htmlFor={stateId} className="mb-1.5 block text-sm font-medium text-ink">
          State of the table
        </label>
        <select id={stateId} name="state" defaultValue="" className={controlClass}>
          <option value="">Choose a state</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name} ({state.code})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-ink">
          Rate table (CSV)
        </label>
        <input
          id={fileId}
          name="file"
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${fileId}-hint`}
          className={fileInputClass}
        />
        <p id={`${fileId}-hint`} className="mt-1.5 text-xs text-muted">
          Columns State, ZipCode and EstimatedCombinedRate (0.086250); up to 5 MB
        </p>
      </div>
      <SaveRow saving={saving} errorId={errorId} error={error} className="sm:col-span-2">
        Import
      </SaveRow>
    </form>
  );
}
