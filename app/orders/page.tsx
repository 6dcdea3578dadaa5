import { OrdersPage, ordersPageMetadata } from "@/components/account/orders-page";

export const dynamic = "force-dynamic";
export const metadata = ordersPageMetadata;

// /orders – the same Order History as /account/orders (both addresses are the shop's: docs/pages.md, Account area)
export default function TopLevelOrdersPage() {
  return <OrdersPage path="/orders" />;
}
