import { OrderHistoryPage, orderHistoryMetadata } from "@/app/(member)/order-history-page";

export const metadata = orderHistoryMetadata;

// /orders – the same Order History as /account/orders (both addresses are the shop's: docs/pages.md, Account area)
export default function TopLevelOrdersPage() {
  return <OrderHistoryPage path="/orders" />;
}
