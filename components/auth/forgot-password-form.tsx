"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { controlClass, FormField } from "@/components/ui/form-field";
import { AUTH_MESSAGES, serverMessage } from "@/components/auth/auth-messages";
import { Notice } from "@/components/ui/notice";
import { formText } from "@/components/ui/form-text";
import { buttonClass } from "@/components/ui/button-styles";
import { authPageHref } from "@/lib/auth/return-to";
import { forgotPassword } from "@/lib/browser/auth-api";

const ERROR_ID = "forgot-error";

/** The email of the account whose password was forgotten; the server mails it a code and the reset page takes over. */
export function ForgotPasswordForm() {
  const params = useSearchParams();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const returnTo = params.get("returnTo");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), "email").trim();
    if (!email) {
      setError(AUTH_MESSAGES.enterEmail);
      emailRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      await forgotPassword({ email });
      router.push(authPageHref("/reset-password", { email, sent: "1", returnTo }));
    } catch (failure) {
      setPending(false);
      setError(serverMessage(failure, AUTH_MESSAGES.resetRequestFailed));
      emailRef.current?.focus();
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Notice tone="error" id={ERROR_ID}>
        {error}
      </Notice>
      <FormField id="forgot-email" label="Email" required>
        <input
          ref={emailRef}
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={params.get("email") ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
          className={controlClass}
        />
      </FormField>
      <button type="submit" disabled={pending} className={buttonClass({ size: "lg", className: "w-full" })}>
        {pending ? "Sending…" : "Send Reset Code"}
      </button>
      <p className="text-center text-sm">
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
