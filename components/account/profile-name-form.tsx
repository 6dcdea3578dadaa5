"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { controlClass, FormField, TextInput } from "@/components/ui/form-field";
import { formText } from "@/components/ui/form-text";
import { Notice, type NoticeTone } from "@/components/ui/notice";
import { buttonClass } from "@/components/ui/button-styles";
import { lazyFormRules } from "@/components/ui/lazy-form-rules";
import { updateProfile } from "@/lib/browser/auth-api";

const UPDATED = "Profile updated successfully";
const FAILED = "Failed to update profile";
const rules = lazyFormRules(() => import("@/lib/auth/form-rules"));

/** Edit the member's name (PUT /api/auth/me); the email is shown but cannot be changed: it is the account's sign-in. */
export function ProfileNameForm({ name, email }: { name: string; email: string }) {
  const router = useRouter();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: NoticeTone; text: string } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = formText(new FormData(event.currentTarget), "name");
    const check = (await rules.get())?.checkName(value) ?? { ok: false, message: FAILED };
    if (!check.ok) {
      setOutcome({ kind: "error", text: check.message ?? FAILED });
      return;
    }
    setSaving(true);
    setOutcome(null);
    try {
      await updateProfile({ name: check.name });
      setOutcome({ kind: "success", text: UPDATED });
      // The overview and the header render the name on the server: show them the new one.
      router.refresh();
    } catch {
      setOutcome({ kind: "error", text: FAILED });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} onFocus={rules.preload} className="grid gap-5">
      <FormField id={`${id}-name`} label="Name" required>
        <TextInput
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={100}
          required
          defaultValue={name}
          aria-invalid={outcome?.kind === "error" ? true : undefined}
          aria-describedby={outcome ? `${id}-outcome` : undefined}
        />
      </FormField>
      <div>
        <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-medium text-ink">
          Email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          defaultValue={email}
          readOnly
          aria-describedby={`${id}-email-hint`}
          className={`${controlClass} bg-sand text-muted`}
        />
        <p id={`${id}-email-hint`} className="mt-1.5 text-xs text-muted">
          Your email address cannot be changed.
        </p>
      </div>
      <Notice id={`${id}-outcome`} tone={outcome?.kind ?? "error"}>
        {outcome?.text ?? null}
      </Notice>
      <div>
        <button type="submit" disabled={saving} className={buttonClass()}>
          {saving ? "Saving…" : "Save Changes"}
        </button>
      </div>
    </form>
  );
}
