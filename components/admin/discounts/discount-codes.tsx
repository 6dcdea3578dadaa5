"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { AdminNotices, useAdminNotice } from "@/components/admin/admin-notices";
import { DiscountCodeForm } from "@/components/admin/discounts/discount-code-form";
import { buttonClass } from "@/components/ui/button-styles";
import { createDiscountCode, setDiscountCodeActive, type DiscountCodePayload } from "@/lib/browser/admin-api";
import { ApiRequestError } from "@/lib/browser/api-error";
import { formatCalendarDate } from "@/lib/calendar";
import type { DiscountCodeRow } from "@/lib/discounts/admin";
import { formatUsd } from "@/lib/pricing/money";

const SAVE_FAILED = "Could not save the code. Please try again.";

/** The code's terms in a line; its days are the shop's, as the maker chose them. */
function terms(code: DiscountCodeRow): string {
  const off = code.percentOff !== null ? `${code.percentOff}% off` : `${formatUsd(code.amountOffCents ?? 0)} off`;
  const parts = [off];
  if (code.minSubtotalCents !== null) parts.push(`over ${formatUsd(code.minSubtotalCents)}`);
  if (code.firstDay) parts.push(`from ${formatCalendarDate(code.firstDay)}`);
  if (code.lastDay) parts.push(`until ${formatCalendarDate(code.lastDay)}`);
  if (code.oncePerEmail) parts.push("once per email");
  if (code.membersOnly) parts.push("members only");
  return parts.join(" · ");
}

/** The maker's discount codes: each with its terms, uses and an on/off switch, and a form for a new one. */
export function DiscountCodes({ codes }: { codes: DiscountCodeRow[] }) {
  const router = useRouter();
  const [notice, setNotice] = useAdminNotice();
  const [busy, setBusy] = useState(false);

  /** Runs one call with the buttons held; whether it succeeded (the page then shows the list anew). */
  async function run(work: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      setNotice({ kind: "status", text: done });
      router.refresh();
      return true;
    } catch (error) {
      setNotice({ kind: "error", text: error instanceof ApiRequestError ? error.display(SAVE_FAILED) : SAVE_FAILED });
      return false;
    } finally {
      setBusy(false);
    }
  }

  function create(payload: DiscountCodePayload): Promise<boolean> {
    return run(() => createDiscountCode(payload), `${payload.code.toUpperCase()} is ready to use.`);
  }

  return (
    <section id="discount-codes" aria-labelledby="discount-codes-heading" className="mt-16 scroll-mt-24">
      <h2 id="discount-codes-heading" className="mb-6 font-display text-3xl font-semibold">
        Discount codes
      </h2>
      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />
      <ul className="grid gap-3">
        {codes.map((code) => (
          <li
            key={code.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-sm border border-line bg-white/60 p-4"
          >
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
              onClick={() =>
                void run(
                  () => setDiscountCodeActive(code.id, !code.active),
                  `${code.code} is ${code.active ? "off" : "on"}.`,
                )
              }
              className={buttonClass({ variant: "outline", size: "sm" })}
            >
              {code.active ? "Switch off" : "Switch on"}
            </button>
          </li>
        ))}
      </ul>
      <DiscountCodeForm busy={busy} onCreate={create} />
    </section>
  );
}
