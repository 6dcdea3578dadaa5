import { OrderDetailPage, orderDetailMetadata } from "@/app/(member)/order-detail-page";

export const metadata = orderDetailMetadata;

// /orders/{orderId} – the same order detail as /account/orders/{orderId} (both addresses are the shop's)
export default function TopLevelOrderDetailPage({ params }: { params: Promise<{ orderId: string }> }) {
  return <OrderDetailPage list="/orders" params={params} />;
}
