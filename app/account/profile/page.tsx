import type { Metadata } from "next";
import { ProfilePage } from "@/components/account/profile-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Profile", robots: { index: false, follow: false } };

// /account/profile – name, email, account type, password change
export default function AccountProfilePage() {
  return <ProfilePage />;
}
