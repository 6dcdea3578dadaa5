import type { Metadata } from "next";
import { OrderHistory } from "@/components/account/order-history";
import { requireMemberPage } from "@/lib/auth/page-session";
import { listOrdersForUser } from "@/lib/orders/queries";

export const metadata: Metadata = { title: "Order History", robots: { index: false, follow: false } };

// /orders – the same Order History as /account/orders (both addresses are the shop's: docs/pages.md, Account area)
export default async function TopLevelOrdersPage() {
  const member = await requireMemberPage("/orders");
  return <OrderHistory orders={await listOrdersForUser(member.userId)} />;
}
