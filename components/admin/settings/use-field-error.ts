"use client";

import { useId, useState } from "react";
import { ApiRequestError } from "@/lib/browser/api-error";

/**
 * One small admin form's error: the message, the field it names (focused and marked invalid), and the ids that tie
 * them together. `fail` takes a check's or the server's path; a path that is none of `fields` leaves no field marked.
 */
export function useFieldError<F extends string>(fields: readonly F[], fallback: string) {
  const [error, setError] = useState<{ message: string; field: F | null } | null>(null);
  const id = useId();
  const fieldId = (field: F) => `${id}-${field}`;
  const errorId = `${id}-error`;

  function fail(message: string, path: string | undefined) {
    const field = fields.find((name) => name === path) ?? null;
    setError({ message, field });
    if (field) document.getElementById(fieldId(field))?.focus();
  }

  return {
    error,
    errorId,
    fieldId,
    clear: () => setError(null),
    fail,
    /** A refused save: the server's message and field, or the fallback for anything else. */
    failWith: (failure: unknown) =>
      failure instanceof ApiRequestError
        ? fail(failure.display(fallback), failure.details[0]?.path)
        : fail(fallback, undefined),
    /** The attributes that mark `field` invalid while the error names it. */
    invalid: (field: F) => (error?.field === field ? { "aria-invalid": true, "aria-errormessage": errorId } : {}),
  };
}
