import type { Metadata } from "next";
import { OverviewPage } from "@/components/account/overview-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "My Account", robots: { index: false, follow: false } };

// /account – the member's overview: profile, recent orders, addresses
export default function AccountOverviewPage() {
  return <OverviewPage />;
}
