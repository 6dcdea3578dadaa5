"use client";

import type { FormEvent } from "react";
import { CheckboxField } from "@/components/admin/checkbox-field";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass } from "@/components/ui/form-field";
import type { DiscountCodePayload } from "@/lib/browser/admin-api";

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/**
 * The form's values as the API's payload; the amount is typed in dollars. The days go as days: the server counts each
 * whole in the shop's time zone (the first from its start, the last to its end), not in the browser's or UTC.
 */
function payloadOf(
  form: FormData,
  { oncePerEmail, membersOnly }: { oncePerEmail: boolean; membersOnly: boolean },
): DiscountCodePayload {
  const value = Number(text(form, "value"));
  const max = text(form, "maxRedemptions");
  const startsAt = text(form, "startsAt");
  const endsAt = text(form, "endsAt");
  const amount = text(form, "kind") === "amount";
  return {
    code: text(form, "code"),
    ...(amount ? { amountOff: value } : { percentOff: value }),
    ...(max ? { maxRedemptions: Number(max) } : {}),
    ...(startsAt ? { startsAt } : {}),
    ...(endsAt ? { endsAt } : {}),
    oncePerEmail,
    membersOnly,
  };
}

/**
 * A new discount code: code, kind and value, and optionally most uses, first and last day, once per email, members
 * only.
 */
export function DiscountCodeForm({
  busy,
  onCreate,
}: {
  busy: boolean;
  onCreate: (payload: DiscountCodePayload) => Promise<boolean>;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    void onCreate(
      payloadOf(data, { oncePerEmail: data.has("oncePerEmail"), membersOnly: data.has("membersOnly") }),
    ).then((created) => {
      if (created) form.reset();
    });
  }

  return (
    <form onSubmit={submit} className="mt-6 grid gap-4 rounded-sm border border-line bg-white/60 p-4 sm:grid-cols-2">
      <label className="text-sm font-medium">
        Code
        <input
          name="code"
          required
          minLength={4}
          maxLength={20}
          autoCapitalize="characters"
          className={`${controlClass} mt-1`}
        />
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
          <input
            name="value"
            type="number"
            required
            min={0.01}
            step={0.01}
            inputMode="decimal"
            className={`${controlClass} mt-1`}
          />
        </label>
      </div>
      <label className="text-sm font-medium">
        Most uses (optional)
        <input name="maxRedemptions" type="number" min={1} step={1} className={`${controlClass} mt-1`} />
      </label>
      <div className="grid grid-cols-2 gap-2">
        <label className="text-sm font-medium">
          First day (optional)
          <input name="startsAt" type="date" className={`${controlClass} mt-1`} />
        </label>
        <label className="text-sm font-medium">
          Last day (optional)
          <input name="endsAt" type="date" className={`${controlClass} mt-1`} />
        </label>
      </div>
      <div className="grid gap-3">
        <CheckboxField id="discount-once" name="oncePerEmail" label="Once per email" defaultChecked={false} />
        <CheckboxField
          id="discount-members"
          label="Members only"
          hint="Signed-in members with a verified email; guests are refused it"
          name="membersOnly"
          defaultChecked={false}
        />
      </div>
      <button type="submit" disabled={busy} className={buttonClass({ className: "sm:justify-self-end" })}>
        Add code
      </button>
    </form>
  );
}
