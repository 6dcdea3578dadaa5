import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";

export const metadata: Metadata = {
  title: "Verify Your Email",
  description: "Enter the 6-character code we emailed you to finish creating your Atelier account.",
  robots: { index: false, follow: true },
};

// /verify-email – the email and its 6-character code, a resend link, Back to Login (docs/pages.md)
export default function VerifyEmailPage() {
  return (
    <AuthCard title="Verify Your Email" intro="Enter the 6-character code from the email we just sent you." fields={3}>
      <VerifyEmailForm />
    </AuthCard>
  );
}
