"use client";

import { useRef } from "react";
import { AdminNotices } from "@/components/admin/admin-notices";
import { SaveRow } from "@/components/admin/settings/save-row";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { useFieldError } from "@/components/admin/settings/use-field-error";
import { WholeNumberField } from "@/components/admin/settings/whole-number-field";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass, FormField } from "@/components/ui/form-field";
import { formText, setFieldText } from "@/components/ui/form-text";
import { saveShopSettings } from "@/lib/browser/admin-api";
import { formatCalendarDate } from "@/lib/calendar";
import { madeToOrderSchema, MAX_WEEKLY_CAPACITY, type ShopSettings } from "@/lib/fulfillment/schemas";
import { checkRequest } from "@/lib/field-errors";

const SAVE_FAILED = "Could not save the made-to-order settings. Please try again.";

type Field = "weeklyCapacity" | "awayUntil";

/** What the saved settings mean for the promises the shop makes, in a sentence. */
function savedLine(settings: ShopSettings): string {
  const pace =
    settings.weeklyCapacity === 0
      ? "no weekly limit"
      : `up to ${settings.weeklyCapacity} made-to-order ${settings.weeklyCapacity === 1 ? "piece" : "pieces"} a week`;
  const away = settings.awayUntil ? `away until ${formatCalendarDate(settings.awayUntil)}` : "not away";
  return `Made-to-order settings saved: ${pace}, ${away}.`;
}

/**
 * "Made to order" (docs/pages.md, Admin): how many made-to-order pieces the maker finishes a week (0: no limit) and the
 * day she is away until (clearable), which every ship-by date the shop promises from now on follows. Checked with the
 * server's own schema, then sent with PUT /api/admin/settings.
 */
export function MadeToOrderSettings({ settings }: { settings: ShopSettings }) {
  const { saving, notice, setNotice, submit } = useAdminSubmit(SAVE_FAILED);
  const awayRef = useRef<HTMLInputElement>(null);
  const { error, errorId, fieldId, clear, fail, failWith, invalid } = useFieldError<Field>(
    ["weeklyCapacity", "awayUntil"],
    SAVE_FAILED,
  );

  const save = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const typed = formText(data, "weeklyCapacity").trim();
    const check = checkRequest(madeToOrderSchema, {
      weeklyCapacity: typed === "" ? undefined : Number(typed),
      awayUntil: formText(data, "awayUntil").trim() || null,
    });
    if (!check.success) {
      fail(check.issues[0]?.message ?? SAVE_FAILED, check.issues[0]?.path.map(String).join("."));
      return;
    }
    clear();
    const saved = await saveShopSettings(check.request);
    setFieldText(form, "weeklyCapacity", String(saved.weeklyCapacity));
    setFieldText(form, "awayUntil", saved.awayUntil ?? "");
    setNotice({ kind: "status", text: savedLine(saved) });
  };

  return (
    <section aria-labelledby="made-to-order-heading" className="mt-16">
      <h2 id="made-to-order-heading" className="font-display text-3xl font-semibold">
        Made to order
      </h2>
      <p className="mt-1 mb-6 max-w-2xl text-sm text-muted">
        The ship-by date of every made-to-order piece sold from now on follows these: the queue is made at your weekly
        pace, and nothing ships while you are away.
      </p>
      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />
      <form
        noValidate
        onSubmit={(event) => void submit(event, save, failWith)}
        className="grid max-w-2xl gap-5 rounded-sm border border-line bg-white/60 p-4 sm:grid-cols-2 sm:p-5"
      >
        <WholeNumberField
          id={fieldId("weeklyCapacity")}
          name="weeklyCapacity"
          label="Weekly capacity"
          hint="Made-to-order pieces you finish a week; 0 = no limit"
          max={MAX_WEEKLY_CAPACITY}
          defaultValue={settings.weeklyCapacity}
          invalid={invalid("weeklyCapacity")}
        />
        <FormField id={fieldId("awayUntil")} label="Away until" hint="Your last day away; empty when you are not away">
          <div className="flex gap-2">
            <input
              ref={awayRef}
              id={fieldId("awayUntil")}
              name="awayUntil"
              type="date"
              defaultValue={settings.awayUntil ?? ""}
              aria-describedby={`${fieldId("awayUntil")}-hint`}
              className={controlClass}
              {...invalid("awayUntil")}
            />
            <button
              type="button"
              onClick={() => {
                if (!awayRef.current) return;
                awayRef.current.value = "";
                awayRef.current.focus();
              }}
              className={buttonClass({
                variant: "quiet",
                size: "sm",
                className: "shrink-0 underline underline-offset-4",
              })}
            >
              Clear<span className="sr-only"> the away date</span>
            </button>
          </div>
        </FormField>
        <SaveRow saving={saving} errorId={errorId} error={error?.message} className="sm:col-span-2">
          Save settings
        </SaveRow>
      </form>
    </section>
  );
}
