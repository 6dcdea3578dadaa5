"use client";

import { useState } from "react";
import { AdminNotices } from "@/components/admin/admin-notices";
import { SaveRow } from "@/components/admin/settings/save-row";
import { CollectChoice } from "@/components/admin/tax/collect-choice";
import { RegistrationsFields } from "@/components/admin/tax/registrations-fields";
import { usePathError } from "@/components/admin/tax/use-path-error";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { formText } from "@/components/ui/form-text";
import { saveTax } from "@/lib/browser/admin-api";
import { checkRequest } from "@/lib/field-errors";
import { taxSettingsSchema, type TaxSettings } from "@/lib/tax/schemas";

const SAVE_FAILED = "Could not save where you collect sales tax. Please try again.";

/** A typed rate: blank is null (the state's base rate); anything else a number the schema checks (NaN included). */
function rateOf(text: string): number | null {
  return text.trim() === "" ? null : Number(text.trim());
}

/**
 * What the form holds, as the request (unchecked: the schema checks it): the switch, each listed row in order, then
 * the added state when one was chosen.
 */
function requestOf(data: FormData) {
  const texts = (name: string) => data.getAll(name).map((value) => (typeof value === "string" ? value : ""));
  const rates = texts("ratePercent");
  const registrations = texts("state").map((state, index) => ({ state, ratePercent: rateOf(rates[index] ?? "") }));
  const newState = formText(data, "newState");
  const newRate = formText(data, "newRatePercent");
  if (newState !== "" || newRate.trim() !== "") registrations.push({ state: newState, ratePercent: rateOf(newRate) });
  return { collect: formText(data, "collect"), registrations };
}

function savedLine(settings: TaxSettings): string {
  if (settings.collect === "every-state") return "Saved: every order pays its state's base rate.";
  const states = settings.registrations.map((registration) => registration.state);
  return states.length === 0
    ? "Saved: you collect only where registered, and no state is listed, so no order pays sales tax."
    : `Saved: you collect only in ${states.join(", ")}.`;
}

/**
 * Where she collects on /admin/tax: the switch and her registrations, sent whole with PUT /api/admin/tax after the
 * server's own schema has checked them; a refusal shows beside the field its path names.
 */
export function TaxSettingsForm({ settings }: { settings: TaxSettings }) {
  const [registrations, setRegistrations] = useState(settings.registrations);
  const [saves, setSaves] = useState(0);
  const { saving, notice, setNotice, submit } = useAdminSubmit(SAVE_FAILED);
  const errors = usePathError(SAVE_FAILED);

  const save = async (form: HTMLFormElement) => {
    const check = checkRequest(taxSettingsSchema, requestOf(new FormData(form)));
    if (!check.success) {
      errors.fail(check.issues[0]?.message ?? SAVE_FAILED, check.issues[0]?.path.map(String).join("."));
      return;
    }
    errors.clear();
    const answer = await saveTax(check.request);
    setRegistrations(answer.registrations);
    // Drawn afresh from what was saved (rates as the server keeps them, the "Add a state" row empty).
    setSaves((count) => count + 1);
    setNotice({ kind: "status", text: savedLine(answer) });
  };

  return (
    <section aria-labelledby="tax-collect-heading" className="mt-10">
      <h2 id="tax-collect-heading" className="font-display text-3xl font-semibold">
        Where you collect
      </h2>
      <p className="mt-1 mb-6 max-w-2xl text-sm text-muted">
        A seller owes sales tax only where she holds a permit: your home state, and another once your sales there cross
        its line (the nexus watch below). Checkouts follow what you save here at once; orders already placed keep their
        tax.
      </p>
      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />
      <form
        noValidate
        onSubmit={(event) => void submit(event, save, errors.failWith)}
        className="grid max-w-2xl gap-6 rounded-sm border border-line bg-white/60 p-4 sm:p-5"
      >
        <CollectChoice id={errors.fieldId("collect")} collect={settings.collect} error={errors.messageFor("collect")} />
        <RegistrationsFields
          key={saves}
          registrations={registrations}
          onRemove={(state) => setRegistrations((rows) => rows.filter((row) => row.state !== state))}
          errors={errors}
        />
        <SaveRow saving={saving} errorId={errors.fieldId("form")} error={errors.formError}>
          Save tax settings
        </SaveRow>
      </form>
    </section>
  );
}
