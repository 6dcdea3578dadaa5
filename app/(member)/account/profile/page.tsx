import type { Metadata } from "next";
import { ProfileSections } from "@/components/account/profile-sections";
import { requireMemberProfilePage } from "@/lib/http/page-session";

export const metadata: Metadata = { title: "Profile", robots: { index: false, follow: false } };

// /account/profile – name, email, account type, password change
export default async function AccountProfilePage() {
  return <ProfileSections profile={await requireMemberProfilePage("/account/profile")} />;
}
