"use client";

import { useEffect, useState } from "react";
import { AUTH_MESSAGES, RESEND_NOTICE_MS } from "@/components/auth/auth-messages";
import { Notice } from "@/components/ui/notice";
import { resendVerification } from "@/lib/browser/auth-api";
import { ApiRequestError } from "@/lib/browser/api-error";

/**
 * The server's reason when it gives one (a rate limit), else the page's own fallbacks (docs/pages.md, Verify email).
 */
function resendFailureMessage(failure: unknown): string {
  if (failure instanceof ApiRequestError) return failure.display(AUTH_MESSAGES.resendFailed);
  return AUTH_MESSAGES.resendVerificationFailed;
}

/**
 * "Resend code" for the address in the form (`email` reads it); the confirmation stays 5 seconds (docs/pages.md, Verify
 * email).
 */
export function ResendCodeButton({
  email: emailOf,
  onMissingEmail,
}: {
  email: () => string;
  onMissingEmail: () => void;
}) {
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (notice?.tone !== "success") return;
    const timer = setTimeout(() => setNotice(null), RESEND_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function resend() {
    const email = emailOf();
    if (!email.trim()) {
      setNotice({ tone: "error", text: AUTH_MESSAGES.enterEmail });
      onMissingEmail();
      return;
    }
    setPending(true);
    setNotice(null);
    try {
      await resendVerification({ email: email.trim() });
      setNotice({ tone: "success", text: AUTH_MESSAGES.codeSent });
    } catch (failure) {
      setNotice({ tone: "error", text: resendFailureMessage(failure) });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-3 text-center text-sm text-muted">
      <p>
        Didn’t get a code?{" "}
        <button
          type="button"
          onClick={resend}
          disabled={pending}
          className="min-h-11 font-medium text-rose underline underline-offset-4 hover:text-rose-deep disabled:opacity-60"
        >
          {pending ? "Sending…" : "Resend code"}
        </button>
      </p>
      <Notice tone={notice?.tone ?? "success"}>{notice?.text ?? null}</Notice>
    </div>
  );
}
