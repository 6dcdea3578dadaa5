"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { controlClass, FormField } from "@/components/ui/form-field";
import { AUTH_MESSAGES, failedField, serverMessage } from "@/components/auth/auth-messages";
import { Notice } from "@/components/ui/notice";
import { formText } from "@/components/ui/form-text";
import { buttonClass } from "@/components/ui/button-styles";
import { authPageHref } from "@/lib/auth/return-to";
import { register } from "@/lib/browser/auth-api";
import { ApiRequestError } from "@/lib/browser/api-error";

const ERROR_ID = "signup-error";
const FIELDS = [
  { name: "name", label: "Full name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm password", type: "password", autoComplete: "new-password" },
] as const;

type FieldName = (typeof FIELDS)[number]["name"];

/** Full name, email, password and its confirmation (docs/pages.md, Sign up); success goes on to verification. */
export function SignupForm() {
  const params = useSearchParams();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<FieldName | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function fail(message: string, field: FieldName | null) {
    setError(message);
    setInvalid(field);
    if (field) formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (field: FieldName) => formText(form, field);
    // The mismatch is caught here, before any request: the API takes the password once, unconfirmed.
    if (value("password") !== value("confirmPassword"))
      return fail(AUTH_MESSAGES.passwordsDoNotMatch, "confirmPassword");
    setPending(true);
    setError(null);
    setInvalid(null);
    const email = value("email").trim();
    try {
      await register({ name: value("name"), email, password: value("password") });
      router.push(authPageHref("/verify-email", { email, returnTo: params.get("returnTo") }));
    } catch (failure) {
      setPending(false);
      const field =
        failedField(failure) ?? (failure instanceof ApiRequestError && failure.code === "email_taken" ? "email" : null);
      fail(
        serverMessage(failure, AUTH_MESSAGES.registrationFailed),
        FIELDS.find((f) => f.name === field)?.name ?? null,
      );
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-5">
      <Notice tone="error" id={ERROR_ID}>
        {error}
      </Notice>
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`signup-${field.name}`}
          label={field.label}
          required
          hint={
            field.name === "password"
              ? "At least 8 characters, with upper- and lower-case letters, a number and a symbol."
              : undefined
          }
        >
          <input
            id={`signup-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            aria-invalid={invalid === field.name || undefined}
            aria-describedby={
              [field.name === "password" ? "signup-password-hint" : "", invalid === field.name ? ERROR_ID : ""]
                .filter(Boolean)
                .join(" ") || undefined
            }
            className={controlClass}
          />
        </FormField>
      ))}
      <button type="submit" disabled={pending} className={buttonClass({ size: "lg", className: "w-full" })}>
        {pending ? "Creating account…" : "Sign Up"}
      </button>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        <Link
          href={authPageHref("/login", { returnTo: params.get("returnTo") })}
          className="font-medium text-rose underline underline-offset-4 hover:text-rose-deep"
        >
          Sign in
        </Link>
      </p>
    </form>
  );
}
