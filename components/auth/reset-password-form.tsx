"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { controlClass, FormField } from "@/components/ui/form-field";
import { AUTH_MESSAGES, REDIRECT_DELAY_MS } from "@/components/auth/auth-messages";
import { FormNotice } from "@/components/auth/form-notice";
import { buttonClass } from "@/components/ui/button-styles";
import { lazyFormRules } from "@/components/ui/lazy-form-rules";
import { VERIFICATION_CODE_LENGTH } from "@/lib/auth/code-format";
import { authPageHref } from "@/lib/auth/return-to";
import { apiFetch } from "@/lib/http/api-client";
import { ApiRequestError } from "@/lib/http/api-error";

const ERROR_ID = "reset-error";

type Field = "email" | "token" | "newPassword" | "confirmPassword";
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string[]>>;

const PASSWORD_FIELDS: { name: "newPassword" | "confirmPassword"; label: string }[] = [
  { name: "newPassword", label: "New password" },
  { name: "confirmPassword", label: "Confirm new password" },
];

const rules = lazyFormRules(() => import("@/components/auth/account-form-rules"));

/** A wrong code gets the advice to check it; the server's other reasons (expired, too many tries, limits) as given. */
function resetFailureMessage(failure: unknown): string {
  if (!(failure instanceof ApiRequestError)) return AUTH_MESSAGES.resetFailed;
  if (failure.code === "invalid_reset_code") return AUTH_MESSAGES.resetCheckCode;
  return failure.display(AUTH_MESSAGES.resetFailed);
}

/**
 * The email, the emailed 6-character code and a new password with its confirmation, checked against the password
 * policy as it is typed in; once reset, every session of the member has ended and the page moves on to sign in.
 */
export function ResetPasswordForm() {
  const params = useSearchParams();
  const router = useRouter();
  const [values, setValues] = useState<Values>({ email: params.get("email") ?? "", token: "", newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const returnTo = params.get("returnTo");

  useEffect(() => {
    if (!done) return;
    const next = authPageHref("/login", { reset: "1", email: values.email.trim(), returnTo });
    const timer = setTimeout(() => router.push(next), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, values.email, returnTo, router]);

  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checks = await rules.get();
    // Every message of the password policy (and the other fields' rules) that the form breaks, by field.
    const found: FieldErrors = checks ? checks.checkPasswordReset(values) : {};
    setErrors(found);
    setError(checks ? null : AUTH_MESSAGES.resetFailed);
    if (!checks) return;
    const first = (["email", "token", "newPassword", "confirmPassword"] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`reset-${first}`)?.focus();
      return;
    }
    setPending(true);
    try {
      await apiFetch("/api/auth/reset-password", {
        method: "POST",
        body: { email: values.email.trim(), token: values.token, newPassword: values.newPassword },
      });
      setDone(true);
    } catch (failure) {
      setPending(false);
      setError(resetFailureMessage(failure));
      const field = failure instanceof ApiRequestError ? failure.details[0]?.path : undefined;
      document.getElementById(`reset-${field === "email" || field === "newPassword" ? field : "token"}`)?.focus();
    }
  }

  if (done) {
    return (
      <div role="status" className="space-y-3 text-center">
        <p className="font-display text-3xl font-semibold text-emerald-800">{AUTH_MESSAGES.passwordReset}</p>
        <p className="text-muted">Every other session has been signed out. Taking you to the sign-in page…</p>
      </div>
    );
  }

  const describedBy = (field: Field, hint = false) =>
    [hint ? `reset-${field}-hint` : "", errors[field] ? `reset-${field}-errors` : "", error ? ERROR_ID : ""].filter(Boolean).join(" ") || undefined;
  const fieldErrors = (field: Field) =>
    errors[field] ? (
      <ul id={`reset-${field}-errors`} className="mt-1.5 list-none text-xs text-red-800">
        {errors[field].map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ) : null;

  return (
    <form onSubmit={submit} onFocus={rules.preload} noValidate className="space-y-5">
      {params.get("sent") === "1" && !error ? <FormNotice tone="success">{AUTH_MESSAGES.resetCodeSent}</FormNotice> : null}
      <FormNotice tone="error" id={ERROR_ID}>
        {error}
      </FormNotice>
      <FormField id="reset-email" label="Email" required>
        <input
          id="reset-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => set("email", event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email")}
          className={controlClass}
        />
        {fieldErrors("email")}
      </FormField>
      <FormField id="reset-token" label="Reset code" required hint="The 6 characters from the email we sent you.">
        <input
          id="reset-token"
          name="token"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={VERIFICATION_CODE_LENGTH}
          value={values.token}
          onChange={(event) => set("token", event.target.value.toUpperCase().slice(0, VERIFICATION_CODE_LENGTH))}
          aria-invalid={errors.token || error ? true : undefined}
          aria-describedby={describedBy("token", true)}
          className={`${controlClass} font-mono text-lg tracking-[0.5em] uppercase`}
        />
        {fieldErrors("token")}
      </FormField>
      {PASSWORD_FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`reset-${field.name}`}
          label={field.label}
          required
          hint={field.name === "newPassword" ? "At least 8 characters, with upper- and lower-case letters, a number and a symbol." : undefined}
        >
          <input
            id={`reset-${field.name}`}
            name={field.name}
            type="password"
            autoComplete="new-password"
            required
            value={values[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
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
          href={authPageHref("/forgot-password", { email: values.email.trim(), returnTo })}
          className="font-medium text-rose underline underline-offset-4 hover:text-rose-deep"
        >
          Send a new code
        </Link>
        <Link href={authPageHref("/login", { returnTo })} className="font-medium text-rose underline underline-offset-4 hover:text-rose-deep">
          Back to Login
        </Link>
      </p>
    </form>
  );
}
