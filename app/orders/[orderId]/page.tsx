import { OrderDetailPage, orderDetailPageMetadata } from "@/components/account/order-detail-page";

export const dynamic = "force-dynamic";
export const metadata = orderDetailPageMetadata;

// /orders/{orderId} – the same order detail as /account/orders/{orderId} (spec §2 route table)
export default async function TopLevelOrderDetailPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  return <OrderDetailPage orderId={orderId} path={`/orders/${encodeURIComponent(orderId)}`} />;
}
