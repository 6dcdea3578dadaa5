import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OrderDetail } from "@/components/account/order-detail";
import { requireMemberPage } from "@/lib/http/page-session";
import { findOrderForUser } from "@/lib/orders/queries";

// Not a route (no page.tsx name): the one order detail that /account/orders/{orderId} and /orders/{orderId} both
// render.

export const orderDetailMetadata: Metadata = { title: "Order Details", robots: { index: false, follow: false } };

/** One of the member's orders; `list` is the path of the list it is reached under, where sign-in returns to it. */
export async function OrderDetailPage({ list, params }: { list: string; params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const member = await requireMemberPage(`${list}/${encodeURIComponent(orderId)}`);
  const order = await findOrderForUser(member.userId, orderId);
  // Another member's order is indistinguishable from a missing one (ids cannot be probed): both go to the list.
  if (!order) redirect("/account/orders");
  // A delivered order can be reviewed: the link issues a fresh review link for it (the route checks again).
  const reviewHref =
    order.status === "delivered" ? `/account/orders/${encodeURIComponent(order.id)}/review` : undefined;
  return <OrderDetail order={order} reviewHref={reviewHref} />;
}
