import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = {
  title: "Reset Password",
  description: "Set a new password for your Atelier account with the code we emailed you.",
  robots: { index: false, follow: true },
};

// /reset-password – email, the emailed code and a new password; every session of the member ends
export default function ResetPasswordPage() {
  return (
    <AuthCard
      title="Reset Password"
      intro="Enter the code from the email we sent you and choose a new password."
      fields={4}
    >
      <ResetPasswordForm />
    </AuthCard>
  );
}
