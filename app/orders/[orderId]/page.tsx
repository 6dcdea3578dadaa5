import { OrderDetailPage, orderDetailPageMetadata } from "@/components/account/order-detail-page";

export const dynamic = "force-dynamic";
export const metadata = orderDetailPageMetadata;

// /orders/{orderId} – the same order detail as /account/orders/{orderId} (both addresses are the shop's)
export default async function TopLevelOrderDetailPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  return <OrderDetailPage orderId={orderId} path={`/orders/${encodeURIComponent(orderId)}`} />;
}
