import type { Metadata } from "next";
import { ConfirmationProblem } from "@/components/checkout/order-confirmed";

export const metadata: Metadata = { title: "Order Confirmation", robots: { index: false, follow: false } };

// /order-confirmation – no id (spec §2): 'Order Not Found', then home after 3 s. Stripe's return_url lands here only
// for payment methods that redirect; cards confirm in place and the page moves on to /order-confirmation/{id}.
export default function OrderConfirmationWithoutIdPage() {
  return <ConfirmationProblem title="Order Not Found" message="No order ID provided" />;
}
