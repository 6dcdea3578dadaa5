"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { AUTH_MESSAGES, REDIRECT_DELAY_MS } from "@/components/auth/auth-messages";
import { authPageHref } from "@/lib/auth/return-to";

/**
 * A reset password: every session of the member has ended, and the page moves on to sign in with the email filled in.
 */
export function PasswordResetDone({ email, returnTo }: { email: string; returnTo: string | null }) {
  const router = useRouter();

  useEffect(() => {
    const next = authPageHref("/login", { reset: "1", email, returnTo });
    const timer = setTimeout(() => router.push(next), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [email, returnTo, router]);

  return (
    <div role="status" className="space-y-3 text-center">
      <p className="font-display text-3xl font-semibold text-emerald-800">{AUTH_MESSAGES.passwordReset}</p>
      <p className="text-muted">Every other session has been signed out. Taking you to the sign-in page…</p>
    </div>
  );
}
