import type { Metadata } from "next";
import { AccountOverview } from "@/components/account/account-overview";
import { getAddressSummary } from "@/lib/addresses/queries";
import { requireMemberProfilePage } from "@/lib/http/page-session";
import { RECENT_ORDERS_LIMIT, countOrdersForUser, listOrdersForUser } from "@/lib/orders/queries";

export const metadata: Metadata = { title: "My Account", robots: { index: false, follow: false } };

// /account – the member's overview: profile, recent orders, addresses
export default async function AccountOverviewPage() {
  const profile = await requireMemberProfilePage("/account");
  const [orderCount, recentOrders, addresses] = await Promise.all([
    countOrdersForUser(profile.id),
    listOrdersForUser(profile.id, RECENT_ORDERS_LIMIT),
    getAddressSummary(profile.id),
  ]);
  return (
    <AccountOverview profile={profile} orderCount={orderCount} recentOrders={recentOrders} addresses={addresses} />
  );
}
