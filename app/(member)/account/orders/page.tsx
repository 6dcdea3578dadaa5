import { OrderHistoryPage, orderHistoryMetadata } from "@/app/(member)/order-history-page";

export const metadata = orderHistoryMetadata;

// /account/orders – the member's Order History
export default function AccountOrdersPage() {
  return <OrderHistoryPage path="/account/orders" />;
}
