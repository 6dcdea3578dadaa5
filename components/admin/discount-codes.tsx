"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { AdminNotices, useAdminNotice } from "@/components/admin/admin-notices";
import { CheckboxField } from "@/components/admin/checkbox-field";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass } from "@/components/ui/form-field";
import { createDiscountCode, setDiscountCodeActive, type DiscountCodePayload } from "@/lib/browser/admin-api";
import { ApiRequestError } from "@/lib/browser/api-error";
import { dollarsToExactCents } from "@/lib/catalog/price";
import type { DiscountCodeDto } from "@/lib/discounts/admin";
import { formatUsd } from "@/lib/pricing/money";

const SAVE_FAILED = "Could not save the code. Please try again.";
const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

function terms(code: DiscountCodeDto): string {
  const off = code.percentOff !== null ? `${code.percentOff}% off` : `${formatUsd(code.amountOffCents ?? 0)} off`;
  const parts = [off];
  if (code.minSubtotalCents !== null) parts.push(`over ${formatUsd(code.minSubtotalCents)}`);
  if (code.endsAt) parts.push(`until ${day.format(new Date(code.endsAt))}`);
  if (code.oncePerEmail) parts.push("once per email");
  return parts.join(" · ");
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** The form's values as the API's payload; the amount is typed in dollars. */
function payloadOf(form: FormData, oncePerEmail: boolean): DiscountCodePayload {
  const value = Number(text(form, "value"));
  const max = text(form, "maxRedemptions");
  const endsAt = text(form, "endsAt");
  const amount = text(form, "kind") === "amount";
  return {
    code: text(form, "code"),
    ...(amount ? { amountOffCents: dollarsToExactCents(value) ?? Number.NaN } : { percentOff: value }),
    ...(max ? { maxRedemptions: Number(max) } : {}),
    // The last day counts in full: the code ends as that day ends (UTC, as the list shows it).
    ...(endsAt ? { endsAt: `${endsAt}T23:59:59.999Z` } : {}),
    oncePerEmail,
  };
}

/** The maker's discount codes: each with its terms, uses and an on/off switch, and a form for a new one. */
export function DiscountCodes({ codes }: { codes: DiscountCodeDto[] }) {
  const router = useRouter();
  const [notice, setNotice] = useAdminNotice();
  const [once, setOnce] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      setNotice({ kind: "status", text: done });
      router.refresh();
    } catch (error) {
      setNotice({ kind: "error", text: error instanceof ApiRequestError ? error.display(SAVE_FAILED) : SAVE_FAILED });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const payload = payloadOf(new FormData(form), once);
    void run(async () => {
      await createDiscountCode(payload);
      form.reset();
      setOnce(false);
    }, `${payload.code.toUpperCase()} is ready to use.`);
  }

  return (
    <section id="discount-codes" aria-labelledby="discount-codes-heading" className="mt-16 scroll-mt-24">
      <h2 id="discount-codes-heading" className="mb-6 font-display text-3xl font-semibold">
        Discount codes
      </h2>
      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />
      <ul className="grid gap-3">
        {codes.map((code) => (
          <li key={code.id} className="flex flex-wrap items-center justify-between gap-3 rounded-sm border border-line bg-white/60 p-4">
            <div className="min-w-0">
              <p className="font-medium break-all">
                {code.code} {code.active ? null : <span className="text-sm text-muted">(off)</span>}
              </p>
              <p className="text-sm text-muted">{terms(code)}</p>
              <p className="text-sm text-muted">
                Used {code.redemptions}
                {code.maxRedemptions !== null ? ` of ${code.maxRedemptions}` : ""} times
              </p>
            </div>
            <button
              type="button"
              disabled={busy}
              onClick={() => void run(() => setDiscountCodeActive(code.id, !code.active), `${code.code} is ${code.active ? "off" : "on"}.`)}
              className={buttonClass({ variant: "outline", size: "sm" })}
            >
              {code.active ? "Switch off" : "Switch on"}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="mt-6 grid gap-4 rounded-sm border border-line bg-white/60 p-4 sm:grid-cols-2">
        <label className="text-sm font-medium">
          Code
          <input name="code" required minLength={4} maxLength={20} autoCapitalize="characters" className={`${controlClass} mt-1`} />
        </label>
        <div className="grid grid-cols-2 gap-2">
          <label className="text-sm font-medium">
            Kind
            <select name="kind" className={`${controlClass} mt-1`}>
              <option value="percent">% off</option>
              <option value="amount">$ off</option>
            </select>
          </label>
          <label className="text-sm font-medium">
            Value
            <input name="value" type="number" required min={0.01} step={0.01} inputMode="decimal" className={`${controlClass} mt-1`} />
          </label>
        </div>
        <label className="text-sm font-medium">
          Most uses (optional)
          <input name="maxRedemptions" type="number" min={1} step={1} className={`${controlClass} mt-1`} />
        </label>
        <label className="text-sm font-medium">
          Last day (optional)
          <input name="endsAt" type="date" className={`${controlClass} mt-1`} />
        </label>
        <CheckboxField id="discount-once" label="Once per email" checked={once} onChange={(event) => setOnce(event.target.checked)} />
        <button type="submit" disabled={busy} className={buttonClass({ className: "sm:justify-self-end" })}>
          Add code
        </button>
      </form>
    </section>
  );
}
