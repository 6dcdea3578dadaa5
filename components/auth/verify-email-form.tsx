"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormField, TextInput } from "@/components/ui/form-field";
import { AUTH_MESSAGES, codeFailureMessage, failedField, REDIRECT_DELAY_MS } from "@/components/auth/auth-messages";
import { CodeInput } from "@/components/auth/code-input";
import { Notice } from "@/components/ui/notice";
import { ResendCodeButton } from "@/components/auth/resend-code-button";
import { buttonClass } from "@/components/ui/button-styles";
import { formText } from "@/components/ui/form-text";
import { authPageHref } from "@/lib/auth/return-to";
import { VERIFICATION_CODE_LENGTH } from "@/lib/auth/code-format";
import { verifyEmail } from "@/lib/browser/auth-api";

const ERROR_ID = "verify-error";

/** Email and the emailed 6-character code (docs/pages.md, Verify email), a resend link and Back to Login. */
export function VerifyEmailForm() {
  const params = useSearchParams();
  const router = useRouter();
  // The address the code went to, once verified: the sign-in page is opened with it.
  const [email, setEmail] = useState("");
  // The Verify button waits for a whole code.
  const [codeLength, setCodeLength] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [verified, setVerified] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const loginHref = authPageHref("/login", { returnTo: params.get("returnTo") });

  useEffect(() => {
    if (!verified) return;
    const next = authPageHref("/login", { verified: "1", email, returnTo: params.get("returnTo") });
    const timer = setTimeout(() => router.push(next), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verified, email, params, router]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typed = formText(data, "email").trim();
    setPending(true);
    setError(null);
    try {
      await verifyEmail({ email: typed, token: formText(data, "code") });
      setEmail(typed);
      setVerified(true);
    } catch (failure) {
      setPending(false);
      // docs/pages.md, Verify email.
      setError(
        codeFailureMessage(failure, "invalid_verification_code", {
          failed: AUTH_MESSAGES.verifyFailed,
          checkCode: AUTH_MESSAGES.verifyCheckCode,
          refused: AUTH_MESSAGES.verificationFailed,
        }),
      );
      const emailWrong = failedField(failure) === "email";
      (emailWrong ? emailRef : codeRef).current?.focus();
    }
  }

  if (verified) {
    return (
      <div role="status" className="space-y-3 text-center">
        <p className="font-display text-3xl font-semibold text-emerald-800">{AUTH_MESSAGES.verified}</p>
        <p className="text-muted">Taking you to the sign-in page…</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      <Notice tone="error" id={ERROR_ID}>
        {error}
      </Notice>
      <FormField id="verify-email" label="Email" required>
        <TextInput
          ref={emailRef}
          id="verify-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={params.get("email") ?? ""}
        />
      </FormField>
      <FormField
        id="verify-code"
        label="Verification code"
        required
        hint="The 6 characters from the email we sent you."
      >
        <CodeInput
          inputRef={codeRef}
          id="verify-code"
          name="code"
          onCode={(code) => setCodeLength(code.length)}
          invalid={error !== null}
          describedBy={error ? `verify-code-hint ${ERROR_ID}` : "verify-code-hint"}
        />
      </FormField>
      <button
        type="submit"
        disabled={pending || codeLength !== VERIFICATION_CODE_LENGTH}
        className={buttonClass({ size: "lg", className: "w-full" })}
      >
        {pending ? "Verifying…" : "Verify Email"}
      </button>
      <ResendCodeButton email={() => emailRef.current?.value ?? ""} onMissingEmail={() => emailRef.current?.focus()} />
      <p className="text-center text-sm">
        <Link href={loginHref} className="font-medium text-rose underline underline-offset-4 hover:text-rose-deep">
          Back to Login
        </Link>
      </p>
    </form>
  );
}
