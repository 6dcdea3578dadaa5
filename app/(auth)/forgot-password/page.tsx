import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = {
  title: "Forgot Password",
  description: "Get a code by email to set a new password for your Atelier account.",
  robots: { index: false, follow: true },
};

// /forgot-password – the account's email; a 6-character code is mailed to it for /reset-password
export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter your account's email and we will send you a 6-character code to set a new password."
      fields={1}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
