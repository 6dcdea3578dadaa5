import type { Metadata } from "next";
import { GuestCheckout } from "@/components/checkout/guest-checkout";

export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

// /checkout – guest checkout: shipping, then payment (docs/pages.md). The cart lives in the browser, so the steps do
// too.
export default function GuestCheckoutPage() {
  return <GuestCheckout />;
}
