import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OrderDetail } from "@/components/account/order-detail";
import { requireMemberPage } from "@/lib/auth/page-session";
import { findOrderForUser } from "@/lib/orders/queries";

export const metadata: Metadata = { title: "Order Details", robots: { index: false, follow: false } };

// /account/orders/{orderId} – one of the member's orders; a missing or foreign id goes back to the list
export default async function AccountOrderDetailPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const member = await requireMemberPage(`/account/orders/${encodeURIComponent(orderId)}`);
  const order = await findOrderForUser(member.userId, orderId);
  // Another member's order is indistinguishable from a missing one (ids cannot be probed): both go to the list.
  if (!order) redirect("/account/orders");
  return <OrderDetail order={order} />;
}
