import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";

export const metadata: Metadata = {
  title: "Sign In",
  description: "Sign in to your Atelier account to check out faster and follow your orders.",
  robots: { index: false, follow: true },
};

// /login – email and password; back to where the visitor came from afterwards (docs/pages.md)
export default function LoginPage() {
  return (
    <AuthCard
      title="Sign In"
      intro="Welcome back. Sign in to see your orders and check out with saved addresses."
      fields={2}
    >
      <LoginForm />
    </AuthCard>
  );
}
