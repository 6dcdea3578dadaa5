"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { controlClass, FormField } from "@/components/ui/form-field";
import { AUTH_MESSAGES, REDIRECT_DELAY_MS, serverMessage } from "@/components/auth/auth-messages";
import { Notice } from "@/components/ui/notice";
import { formText } from "@/components/ui/form-text";
import { useSession } from "@/components/auth/session-provider";
import { buttonClass } from "@/components/ui/button-styles";
import { useNavigate } from "@/components/ui/use-navigate";
import { authPageHref, safeReturnTo } from "@/lib/auth/return-to";
import { logIn } from "@/lib/browser/auth-api";
import { ApiRequestError } from "@/lib/browser/api-error";

const ERROR_ID = "login-error";

/**
 * Email and password (docs/pages.md, Sign in). Once a member is present — just signed in, or restored on load, which
 * also renews an expired access token — the page moves on to the sanitised `returnTo`, else home.
 */
export function LoginForm() {
  const params = useSearchParams();
  const router = useRouter();
  const navigate = useNavigate();
  const { status, signIn } = useSession();
  const returnTo = safeReturnTo(params.get("returnTo"));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status === "signed-in") navigate(returnTo, { replace: true });
  }, [status, returnTo, navigate]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = formText(form, "email").trim();
    const password = formText(form, "password");
    setPending(true);
    setError(null);
    try {
      const { user } = await logIn({ email, password });
      signIn(user);
    } catch (failure) {
      setPending(false);
      if (failure instanceof ApiRequestError && failure.code === "email_not_verified") {
        setError(failure.message || AUTH_MESSAGES.verifyBeforeLogin);
        const next = authPageHref("/verify-email", { email, returnTo: params.get("returnTo") });
        setTimeout(() => router.push(next), REDIRECT_DELAY_MS);
        return;
      }
      setError(serverMessage(failure, AUTH_MESSAGES.loginFailed));
      (failure instanceof ApiRequestError && failure.details[0]?.path === "email"
        ? emailRef
        : passwordRef
      ).current?.focus();
    }
  }

  const verified = params.get("verified") === "1";
  const reset = params.get("reset") === "1";
  const describedBy = error ? ERROR_ID : undefined;

  return (
    <form onSubmit={submit} className="space-y-5">
      {verified && !error && <Notice tone="success">{AUTH_MESSAGES.verifiedNotice}</Notice>}
      {reset && !error && <Notice tone="success">{AUTH_MESSAGES.passwordResetNotice}</Notice>}
      <Notice tone="error" id={ERROR_ID}>
        {error}
      </Notice>
      <FormField id="login-email" label="Email" required>
        <input
          ref={emailRef}
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={params.get("email") ?? ""}
          aria-describedby={describedBy}
          className={controlClass}
        />
      </FormField>
      <FormField id="login-password" label="Password" required>
        <input
          ref={passwordRef}
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-describedby={describedBy}
          className={controlClass}
        />
      </FormField>
      <p className="-mt-2 text-right text-sm">
        <Link
          href={authPageHref("/forgot-password", { email: params.get("email"), returnTo: params.get("returnTo") })}
          className="font-medium text-rose underline underline-offset-4 hover:text-rose-deep"
        >
          Forgot password?
        </Link>
      </p>
      <button type="submit" disabled={pending} className={buttonClass({ size: "lg", className: "w-full" })}>
        {pending ? "Signing in…" : "Sign In"}
      </button>
      <p className="text-center text-sm text-muted">
        New here?{" "}
        <Link
          href={authPageHref("/signup", { returnTo: params.get("returnTo") })}
          className="font-medium text-rose underline underline-offset-4 hover:text-rose-deep"
        >
          Create an account
        </Link>
      </p>
    </form>
  );
}
