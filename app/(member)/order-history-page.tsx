import type { Metadata } from "next";
import { OrderHistory } from "@/components/account/order-history";
import { requireMemberPage } from "@/lib/http/page-session";
import { listOrdersForUser } from "@/lib/orders/queries";

// Not a route (no page.tsx name): the one Order History that /account/orders and /orders both render. A module of its
// own, apart from the order detail, so that neither page's browser code carries the other's.

export const orderHistoryMetadata: Metadata = { title: "Order History", robots: { index: false, follow: false } };

/** The member's orders, newest first; `path` is where sign-in returns a signed-out visitor. */
export async function OrderHistoryPage({ path }: { path: string }) {
  const member = await requireMemberPage(path);
  return <OrderHistory orders={await listOrdersForUser(member.userId)} />;
}
