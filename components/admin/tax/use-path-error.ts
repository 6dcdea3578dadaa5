"use client";

import { useId, useState } from "react";
import { ApiRequestError } from "@/lib/browser/api-error";

/** A field's path as the API's details name it ("registrations.0.ratePercent"); "registrations[0].x" reads the same. */
export function normalPath(path: string): string {
  return path.replace(/\[(\d+)\]/g, ".$1");
}

/**
 * A form's one error, tied to the field its path names (a field of a list: `registrations.2.ratePercent`): that
 * field is focused, marked invalid and shows the message beside it; a path no field has shows it on the form's line.
 */
export function usePathError(fallback: string) {
  const [error, setError] = useState<{ message: string; path: string | null } | null>(null);
  const id = useId();
  const fieldId = (path: string) => `${id}-${normalPath(path).replace(/\W/g, "-")}`;
  const messageId = (path: string) => `${fieldId(path)}-error`;

  function fail(message: string, path: string | undefined) {
    const field = path === undefined ? null : document.getElementById(fieldId(path));
    setError({ message, path: field && path !== undefined ? normalPath(path) : null });
    field?.focus();
  }

  const names = (path: string) => error?.path === normalPath(path);

  return {
    fieldId,
    clear: () => setError(null),
    fail,
    /** A refused save: the server's message and field, or the fallback for anything else. */
    failWith: (failure: unknown) =>
      failure instanceof ApiRequestError
        ? fail(failure.display(fallback), failure.details[0]?.path)
        : fail(fallback, undefined),
    /** The message when it names no field: the form's own line shows it. */
    formError: error && error.path === null ? error.message : undefined,
    /** The message beside the field at `path`, when the error names it. */
    messageFor: (path: string) => (names(path) ? { id: messageId(path), text: error?.message ?? "" } : null),
    /** The attributes that mark the field at `path` invalid while the error names it. */
    invalid: (path: string) =>
      names(path)
        ? { "aria-invalid": true, "aria-errormessage": messageId(path), "aria-describedby": messageId(path) }
        : {},
  };
}
