"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { useSession } from "@/components/auth/session-provider";
import { buttonClass } from "@/components/ui/button-styles";
import { FormField, TextInput } from "@/components/ui/form-field";
import { formText } from "@/components/ui/form-text";
import { Modal } from "@/components/ui/modal";
import { Notice } from "@/components/ui/notice";
import { ApiRequestError } from "@/lib/browser/api-error";
import { deleteAccount } from "@/lib/browser/auth-api";

const FAILED = "Failed to delete your account";

/**
 * Delete Account (docs/pages.md, Profile): a dialog asks for the password again, then the account is deleted, this
 * browser signed out the way Sign Out does, and the member taken home with a word that it is done.
 */
export function DeleteAccountDialog() {
  const id = useId();
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const titleId = `${id}-title`;
  const passwordId = `${id}-password`;

  function close() {
    setOpen(false);
    formRef.current?.reset();
    setFieldError(null);
    setFailure(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = formText(form, "password");
    const deleteReviews = form.get("deleteReviews") === "on";
    setFieldError(null);
    setFailure(null);
    setDeleting(true);
    try {
      await deleteAccount({ password, deleteReviews });
      await signOut("/farewell");
    } catch (error) {
      const field =
        error instanceof ApiRequestError ? error.details.find((detail) => detail.path === "password") : undefined;
      if (field) {
        setFieldError(field.message);
        document.getElementById(passwordId)?.focus();
      } else {
        setFailure(error instanceof ApiRequestError ? error.display(FAILED) : FAILED);
      }
      setDeleting(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass({ variant: "outline", className: "mt-4" })}
      >
        Delete Account
      </button>
      <Modal
        open={open}
        onClose={close}
        labelledBy={titleId}
        placement="center"
        dismissible={!deleting}
        panelClassName="p-6 sm:p-8"
      >
        <h2 id={titleId} className="font-display text-3xl leading-tight font-semibold">
          Delete your account?
        </h2>
        <p id={`${id}-what`} className="mt-3 text-sm text-muted">
          Your sign-in, saved addresses, cart, commission requests, back-in-stock alerts and newsletter subscription are
          deleted for good. Your orders stay in the shop&apos;s books without your name, address or email; an order not
          yet shipped must be on its way first. Your reviews stay, shown as &ldquo;A buyer&rdquo;, unless you delete
          them too.
        </p>
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="mt-5 grid gap-4">
          <FormField id={passwordId} label="Password" required>
            <TextInput
              id={passwordId}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${passwordId}-error` : `${id}-what`}
            />
            {fieldError ? (
              <p id={`${passwordId}-error`} className="mt-1.5 text-xs text-red-800">
                {fieldError}
              </p>
            ) : null}
          </FormField>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input type="checkbox" name="deleteReviews" className="size-4 accent-rose" />
            Also delete my reviews
          </label>
          <Notice tone="error">{failure}</Notice>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={close} disabled={deleting} className={buttonClass({ variant: "quiet" })}>
              Cancel
            </button>
            <button type="submit" disabled={deleting} className={buttonClass()}>
              {deleting ? "Deleting…" : "Delete my account"}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
