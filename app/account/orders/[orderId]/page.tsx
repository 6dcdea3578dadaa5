import { OrderDetailPage, orderDetailPageMetadata } from "@/components/account/order-detail-page";

export const dynamic = "force-dynamic";
export const metadata = orderDetailPageMetadata;

// /account/orders/{orderId} – one of the member's orders; a missing or foreign id goes back to the list
export default async function AccountOrderDetailPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  return <OrderDetailPage orderId={orderId} path={`/account/orders/${encodeURIComponent(orderId)}`} />;
}
