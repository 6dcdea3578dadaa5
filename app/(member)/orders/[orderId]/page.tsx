import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OrderDetail } from "@/components/account/order-detail";
import { requireMemberPage } from "@/lib/auth/page-session";
import { findOrderForUser } from "@/lib/orders/queries";

export const metadata: Metadata = { title: "Order Details", robots: { index: false, follow: false } };

// /orders/{orderId} – the same order detail as /account/orders/{orderId} (both addresses are the shop's)
export default async function TopLevelOrderDetailPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const member = await requireMemberPage(`/orders/${encodeURIComponent(orderId)}`);
  const order = await findOrderForUser(member.userId, orderId);
  // Another member's order is indistinguishable from a missing one (ids cannot be probed): both go to the list.
  if (!order) redirect("/account/orders");
  return <OrderDetail order={order} />;
}
