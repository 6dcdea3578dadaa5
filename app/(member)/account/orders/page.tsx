import type { Metadata } from "next";
import { OrderHistory } from "@/components/account/order-history";
import { requireMemberPage } from "@/lib/auth/page-session";
import { listOrdersForUser } from "@/lib/orders/queries";

export const metadata: Metadata = { title: "Order History", robots: { index: false, follow: false } };

// /account/orders – the member's Order History
export default async function AccountOrdersPage() {
  const member = await requireMemberPage("/account/orders");
  return <OrderHistory orders={await listOrdersForUser(member.userId)} />;
}
