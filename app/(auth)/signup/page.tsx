import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { SignupForm } from "@/components/auth/signup-form";

export const metadata: Metadata = {
  title: "Create an Account",
  description: "Create an Atelier account: keep your addresses, follow your orders and check out faster.",
  robots: { index: false, follow: true },
};

// /signup – full name, email, password and confirmation; an emailed code verifies the address (docs/pages.md)
export default function SignupPage() {
  return (
    <AuthCard
      title="Create an Account"
      intro="We will email you a 6-character code to confirm your address."
      fields={4}
    >
      <SignupForm />
    </AuthCard>
  );
}
