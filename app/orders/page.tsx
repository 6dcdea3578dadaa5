import { OrdersPage, ordersPageMetadata } from "@/components/account/orders-page";

export const dynamic = "force-dynamic";
export const metadata = ordersPageMetadata;

// /orders – the same Order History as /account/orders (spec §2 route table)
export default function TopLevelOrdersPage() {
  return <OrdersPage path="/orders" />;
}
