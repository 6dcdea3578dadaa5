import type { Metadata } from "next";
import { ConfirmationProblem } from "@/components/checkout/confirmation-problems";
import { OrderConfirmed } from "@/components/checkout/order-confirmed";
import { getPageSession } from "@/lib/http/page-session";
import { getOrderConfirmation } from "@/lib/orders/buyer/confirmation";
import { guestOrderIdOfPage } from "@/lib/http/guest-order-cookie";

export const metadata: Metadata = { title: "Order Confirmation", robots: { index: false, follow: false } };

// /order-confirmation/{orderId} – the buyer's receipt; everyone else gets a message (docs/pages.md) and goes home after
// 3 s
export default async function OrderConfirmationPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  // A client that lost the id navigates to ".../undefined": say that no id came, not that it is unknown.
  if (!orderId.trim() || orderId === "undefined")
    return <ConfirmationProblem title="Order Not Found" message="No order ID provided" />;
  const [session, guestOrderId] = await Promise.all([getPageSession(), guestOrderIdOfPage()]);
  const result = await getOrderConfirmation(orderId, { userId: session?.userId ?? null, guestOrderId });
  switch (result.kind) {
    case "order":
      return <OrderConfirmed order={result.order} />;
    case "not_found":
      return (
        <ConfirmationProblem
          title="Order Not Found"
          message="Order not found. You may have already viewed this order or the link is invalid."
        />
      );
    case "not_available":
      return (
        <ConfirmationProblem
          title="Order Details Unavailable"
          message="Order information not available. Please check your email for order details."
        />
      );
  }
}
