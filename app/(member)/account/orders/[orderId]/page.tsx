import { OrderDetailPage, orderDetailMetadata } from "@/app/(member)/order-detail-page";

export const metadata = orderDetailMetadata;

// /account/orders/{orderId} – one of the member's orders
export default function AccountOrderDetailPage({ params }: { params: Promise<{ orderId: string }> }) {
  return <OrderDetailPage list="/account/orders" params={params} />;
}
