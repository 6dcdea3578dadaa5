"use client";

import { useId, useState, type FormEvent } from "react";
import { FieldErrorList } from "@/components/ui/field-error-list";
import { controlClass, FormField } from "@/components/ui/form-field";
import { formText } from "@/components/ui/form-text";
import { Notice, type NoticeTone } from "@/components/ui/notice";
import { buttonClass } from "@/components/ui/button-styles";
import { lazyFormRules } from "@/components/ui/lazy-form-rules";
import { changePassword } from "@/lib/browser/auth-api";
import { ApiRequestError } from "@/lib/browser/api-error";

const CHANGED = "Password changed successfully";
const FAILED = "Failed to change password";

type Field = "currentPassword" | "newPassword" | "confirmPassword";
type FieldErrors = Partial<Record<Field, string[]>>;

const FIELDS: { name: Field; label: string; autoComplete: string }[] = [
  { name: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  { name: "newPassword", label: "New Password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm New Password", autoComplete: "new-password" },
];

const rules = lazyFormRules(() => import("@/lib/auth/form-rules"));

/**
 * Change password: current, new and confirmation, checked in the browser with the server's policy; the
 * server's error (e.g. a wrong current password) is shown as it comes, else 'Failed to change password'.
 */
export function ChangePasswordForm() {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: NoticeTone; text: string } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      currentPassword: formText(data, "currentPassword"),
      newPassword: formText(data, "newPassword"),
      confirmPassword: formText(data, "confirmPassword"),
    };
    const checks = await rules.get();
    if (!checks) return setOutcome({ kind: "error", text: FAILED });
    // Every message of the password policy (lib/auth/schemas.ts) that the form breaks, by field (the API's own schema).
    const found: FieldErrors = checks.checkPasswordChange(values);
    setErrors(found);
    setOutcome(null);
    const first = FIELDS.find((field) => found[field.name]);
    if (first) {
      document.getElementById(`${id}-${first.name}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      form.reset();
      setOutcome({ kind: "success", text: CHANGED });
    } catch (error) {
      setOutcome({ kind: "error", text: error instanceof ApiRequestError && error.message ? error.message : FAILED });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} onFocus={rules.preload} className="grid gap-5">
      {FIELDS.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const messages = errors[field.name];
        return (
          <FormField key={field.name} id={fieldId} label={field.label} required>
            <input
              id={fieldId}
              name={field.name}
              type="password"
              autoComplete={field.autoComplete}
              required
              className={controlClass}
              aria-invalid={messages ? true : undefined}
              aria-describedby={messages ? `${fieldId}-errors` : undefined}
            />
            <FieldErrorList id={`${fieldId}-errors`} messages={messages} />
          </FormField>
        );
      })}
      <Notice tone={outcome?.kind ?? "error"}>{outcome?.text ?? null}</Notice>
      <div>
        <button type="submit" disabled={saving} className={buttonClass()}>
          {saving ? "Changing…" : "Change Password"}
        </button>
      </div>
    </form>
  );
}
