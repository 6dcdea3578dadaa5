"use client";

import { useState, type FormEvent } from "react";
import { useAdminNotice } from "@/components/admin/admin-notices";
import { ApiRequestError } from "@/lib/browser/api-error";

/** A failure as the admin reads it: the API's own words when it gave some, else the form's fallback. */
export function failureText(failure: unknown, fallback: string): string {
  return failure instanceof ApiRequestError ? failure.display(fallback) : fallback;
}

/**
 * An admin form's send: one at a time, the section's notice cleared when it starts, `saving` while it runs, and a
 * failure handed to `failed` (by default the section's error notice in the API's words). `work` reads the form, checks
 * its input first and may return without sending.
 */
export function useAdminSubmit(fallback: string) {
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useAdminNotice();

  async function submit(
    event: FormEvent<HTMLFormElement>,
    work: (form: HTMLFormElement) => Promise<void>,
    failed = (failure: unknown) => setNotice({ kind: "error", text: failureText(failure, fallback) }),
  ) {
    event.preventDefault();
    const form = event.currentTarget;
    if (saving) return;
    setNotice(null);
    setSaving(true);
    try {
      await work(form);
    } catch (failure) {
      failed(failure);
    } finally {
      setSaving(false);
    }
  }

  return { saving, notice, setNotice, submit };
}
