"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { CodeInput } from "@/components/auth/code-input";
import { FieldErrorList } from "@/components/ui/field-error-list";
import { controlClass, FormField } from "@/components/ui/form-field";
import { AUTH_MESSAGES, codeFailureMessage, failedField } from "@/components/auth/auth-messages";
import { PasswordResetDone } from "@/components/auth/password-reset-done";
import { Notice } from "@/components/ui/notice";
import { buttonClass } from "@/components/ui/button-styles";
import { lazyFormRules } from "@/components/ui/lazy-form-rules";
import { formTexts } from "@/components/ui/form-text";
import { useHydrated } from "@/components/ui/use-hydrated";
import { authPageHref } from "@/lib/auth/return-to";
import { resetPassword } from "@/lib/browser/auth-api";

const ERROR_ID = "reset-error";

type Field = "email" | "token" | "newPassword" | "confirmPassword";
/** The fields in the order the form shows them. */
const FIELDS = ["email", "token", "newPassword", "confirmPassword"] as const satisfies readonly Field[];
type FieldErrors = Partial<Record<Field, string[]>>;

const PASSWORD_FIELDS: { name: "newPassword" | "confirmPassword"; label: string }[] = [
  { name: "newPassword", label: "New password" },
  { name: "confirmPassword", label: "Confirm new password" },
];

const rules = lazyFormRules(() => import("@/lib/auth/form-rules"));

/**
 * The email, the emailed 6-character code and a new password with its confirmation, checked against the password
 * policy as it is typed in; once reset, every session of the member has ended and the page moves on to sign in.
 */
export function ResetPasswordForm() {
  const params = useSearchParams();
  // The address as it stands: "Send a new code" and the page once reset carry it.
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const returnTo = params.get("returnTo");

  const emailRef = useRef<HTMLInputElement>(null);
  // Opened from the mail on a slow phone, the form may be filled before the page's scripts have run.
  useHydrated(emailRef, (field) => setEmail(field.value));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formTexts(new FormData(event.currentTarget), FIELDS);
    const checks = await rules.get();
    // Every message of the password policy (and the other fields' rules) that the form breaks, by field.
    const found: FieldErrors = checks ? checks.checkPasswordReset(values) : {};
    setErrors(found);
    setError(checks ? null : AUTH_MESSAGES.resetFailed);
    if (!checks) return;
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`reset-${first}`)?.focus();
      return;
    }
    setPending(true);
    try {
      await resetPassword({ email: values.email.trim(), token: values.token, newPassword: values.newPassword });
      setDone(true);
    } catch (failure) {
      setPending(false);
      setError(
        codeFailureMessage(failure, "invalid_reset_code", {
          failed: AUTH_MESSAGES.resetFailed,
          checkCode: AUTH_MESSAGES.resetCheckCode,
          refused: AUTH_MESSAGES.resetFailed,
        }),
      );
      const field = failedField(failure);
      document.getElementById(`reset-${field === "email" || field === "newPassword" ? field : "token"}`)?.focus();
    }
  }

  if (done) return <PasswordResetDone email={email.trim()} returnTo={returnTo} />;

  const describedBy = (field: Field, hint = false) =>
    [hint ? `reset-${field}-hint` : "", errors[field] ? `reset-${field}-errors` : "", error ? ERROR_ID : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  const fieldErrors = (field: Field) => <FieldErrorList id={`reset-${field}-errors`} messages={errors[field]} />;

  return (
    <form onSubmit={submit} onFocus={rules.preload} noValidate className="space-y-5">
      {params.get("sent") === "1" && !error ? <Notice tone="success">{AUTH_MESSAGES.resetCodeSent}</Notice> : null}
      <Notice tone="error" id={ERROR_ID}>
        {error}
      </Notice>
      <FormField id="reset-email" label="Email" required>
        <input
          id="reset-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          ref={emailRef}
          defaultValue={params.get("email") ?? ""}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email")}
          className={controlClass}
        />
        {fieldErrors("email")}
      </FormField>
      <FormField id="reset-token" label="Reset code" required hint="The 6 characters from the email we sent you.">
        <CodeInput
          id="reset-token"
          name="token"
          invalid={Boolean(errors.token || error)}
          describedBy={describedBy("token", true)}
        />
        {fieldErrors("token")}
      </FormField>
      {PASSWORD_FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`reset-${field.name}`}
          label={field.label}
          required
          hint={
            field.name === "newPassword"
              ? "At least 8 characters, with upper- and lower-case letters, a number and a symbol."
              : undefined
          }
        >
          <input
            id={`reset-${field.name}`}
            name={field.name}
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describedBy(field.name, field.name === "newPassword")}
            className={controlClass}
          />
          {fieldErrors(field.name)}
        </FormField>
      ))}
      <button type="submit" disabled={pending} className={buttonClass({ size: "lg", className: "w-full" })}>
        {pending ? "Resetting…" : "Reset Password"}
      </button>
      <p className="flex flex-wrap justify-between gap-3 text-sm">
        <Link
          href={authPageHref("/forgot-password", { email: email.trim(), returnTo })}
          className="font-medium text-rose underline underline-offset-4 hover:text-rose-deep"
        >
          Send a new code
        </Link>
        <Link
          href={authPageHref("/login", { returnTo })}
          className="font-medium text-rose underline underline-offset-4 hover:text-rose-deep"
        >
          Back to Login
        </Link>
      </p>
    </form>
  );
}
