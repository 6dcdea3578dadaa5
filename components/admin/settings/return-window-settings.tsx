"use client";

import { AdminNotices } from "@/components/admin/admin-notices";
import { SaveRow } from "@/components/admin/settings/save-row";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { useFieldError } from "@/components/admin/settings/use-field-error";
import { WholeNumberField } from "@/components/admin/settings/whole-number-field";
import { formText, setFieldText } from "@/components/ui/form-text";
import { saveShopSettings } from "@/lib/browser/admin-api";
import { MAX_RETURN_WINDOW_DAYS, returnWindowSchema } from "@/lib/fulfillment/schemas";
import { checkRequest } from "@/lib/field-errors";

const SAVE_FAILED = "Could not save the return window. Please try again.";

function savedLine(days: number): string {
  return days === 0
    ? "Return window saved: search engines now read that pieces cannot be returned."
    : `Return window saved: search engines now read returns within ${days} ${days === 1 ? "day" : "days"} of delivery.`;
}

/**
 * "Return window" (docs/pages.md, Admin): the days after delivery a piece may come back, which every product page
 * tells search engines and shopping tabs (its structured data's return policy). Her Returns page says it in her words;
 * this is the number machines read, so the form sits above that page's editor. Sent with PUT /api/admin/settings.
 */
export function ReturnWindowSettings({ returnWindowDays }: { returnWindowDays: number }) {
  const { saving, notice, setNotice, submit } = useAdminSubmit(SAVE_FAILED);
  const { error, errorId, fieldId, clear, fail, failWith, invalid } = useFieldError<"returnWindowDays">(
    ["returnWindowDays"],
    SAVE_FAILED,
  );

  const save = async (form: HTMLFormElement) => {
    const typed = formText(new FormData(form), "returnWindowDays").trim();
    const check = checkRequest(returnWindowSchema, { returnWindowDays: typed === "" ? undefined : Number(typed) });
    if (!check.success) {
      fail(check.issues[0]?.message ?? SAVE_FAILED, check.issues[0]?.path.map(String).join("."));
      return;
    }
    clear();
    const saved = await saveShopSettings(check.request);
    setFieldText(form, "returnWindowDays", String(saved.returnWindowDays));
    setNotice({ kind: "status", text: savedLine(saved.returnWindowDays) });
  };

  return (
    <section aria-labelledby="return-window-heading" className="mt-10">
      <h2 id="return-window-heading" className="font-display text-2xl font-semibold">
        Return window
      </h2>
      <p className="mt-1 mb-4 max-w-2xl text-sm text-muted">
        What search engines show next to your pieces. Keep it the same as your Returns page below says.
      </p>
      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />
      <form
        noValidate
        onSubmit={(event) => void submit(event, save, failWith)}
        className="grid max-w-2xl gap-5 rounded-sm border border-line bg-white/60 p-4 sm:grid-cols-2 sm:p-5"
      >
        <WholeNumberField
          id={fieldId("returnWindowDays")}
          name="returnWindowDays"
          label="Days to return a piece"
          hint="Counted from delivery; 0 = pieces cannot be returned"
          max={MAX_RETURN_WINDOW_DAYS}
          defaultValue={returnWindowDays}
          invalid={invalid("returnWindowDays")}
        />
        <SaveRow saving={saving} errorId={errorId} error={error?.message} className="sm:col-span-2">
          Save return window
        </SaveRow>
      </form>
    </section>
  );
}
