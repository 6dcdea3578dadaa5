import { OrdersPage, ordersPageMetadata } from "@/components/account/orders-page";

export const dynamic = "force-dynamic";
export const metadata = ordersPageMetadata;

// /account/orders – the member's Order History
export default function AccountOrdersPage() {
  return <OrdersPage path="/account/orders" />;
}
