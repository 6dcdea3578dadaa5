"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { AdminNotices, useAdminNotice } from "@/components/admin/admin-notices";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass } from "@/components/ui/form-field";
import { ApiRequestError } from "@/lib/browser/api-error";
import { declineCustomRequest, quoteCustomRequest } from "@/lib/browser/commissions-api";
import { QUOTE_VALID_DAYS_MAX } from "@/lib/commissions/schemas";

const FAILED = "Could not send it. Please try again.";

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

const labelClass = "text-sm font-medium";

/**
 * The maker's answers to a request: a quote (price, what she will make, making time, how long it holds), mailed with
 * its link and replacing an unpaid one, or a decline with her message. Both are mailed at once.
 */
export function RequestActions({ requestId, quoted }: { requestId: string; quoted: boolean }) {
  const router = useRouter();
  const [notice, setNotice] = useAdminNotice();
  const [busy, setBusy] = useState(false);

  async function run(event: FormEvent<HTMLFormElement>, send: (form: FormData) => Promise<unknown>, done: string) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setNotice(null);
    try {
      await send(new FormData(form));
      form.reset();
      setNotice({ kind: "status", text: done });
      router.refresh();
    } catch (error) {
      setNotice({ kind: "error", text: error instanceof ApiRequestError ? error.display(FAILED) : FAILED });
    } finally {
      setBusy(false);
    }
  }

  const quote = (form: FormData) =>
    quoteCustomRequest(requestId, {
      price: Number(text(form, "price")),
      description: text(form, "description"),
      leadTimeDays: Number(text(form, "leadTimeDays")),
      validDays: Number(text(form, "validDays")),
    });
  const decline = (form: FormData) => declineCustomRequest(requestId, { message: text(form, "message") });

  return (
    <div className="grid gap-8">
      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />
      <form
        onSubmit={(event) => void run(event, quote, "The quote is on its way to her.")}
        aria-labelledby="quote-heading"
        className="grid gap-4 rounded-sm border border-line bg-white/60 p-4 sm:grid-cols-3"
      >
        <h2 id="quote-heading" className="font-display text-2xl font-semibold sm:col-span-3">
          {quoted ? "Send a new quote (replaces the unpaid one)" : "Send a quote"}
        </h2>
        <label className={`${labelClass} sm:col-span-3`}>
          What you will make
          <textarea name="description" required maxLength={2000} rows={3} className={`${controlClass} mt-1`} />
        </label>
        <label className={labelClass}>
          Price in dollars
          <input
            name="price"
            type="number"
            required
            min={0.5}
            step={0.01}
            inputMode="decimal"
            className={`${controlClass} mt-1`}
          />
        </label>
        <label className={labelClass}>
          Making time (business days)
          <input
            name="leadTimeDays"
            type="number"
            required
            min={0}
            max={365}
            step={1}
            className={`${controlClass} mt-1`}
          />
        </label>
        <label className={labelClass}>
          Valid for (days)
          <input
            name="validDays"
            type="number"
            required
            min={1}
            max={QUOTE_VALID_DAYS_MAX}
            step={1}
            defaultValue={14}
            className={`${controlClass} mt-1`}
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className={buttonClass({ className: "sm:col-span-3 sm:justify-self-end" })}
        >
          Send the quote
        </button>
      </form>
      <form
        onSubmit={(event) => void run(event, decline, "Your message is on its way to her.")}
        aria-labelledby="decline-heading"
        className="grid gap-4 rounded-sm border border-line bg-white/60 p-4"
      >
        <h2 id="decline-heading" className="font-display text-2xl font-semibold">
          Decline
        </h2>
        <label className={labelClass}>
          Your message to her
          <textarea name="message" required maxLength={2000} rows={3} className={`${controlClass} mt-1`} />
        </label>
        <button
          type="submit"
          disabled={busy}
          className={buttonClass({ variant: "outline", className: "justify-self-end" })}
        >
          Decline the request
        </button>
      </form>
    </div>
  );
}
