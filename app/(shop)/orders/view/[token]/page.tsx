import type { Metadata } from "next";
import Link from "next/link";
import { OrderDetail } from "@/components/account/order-detail";
import { buttonClass } from "@/components/ui/button-styles";
import { findOrderView } from "@/lib/orders/buyer/order-view";

// The URL is the key to an order: no search engine lists it and no other site learns it from a link followed here.
export const metadata: Metadata = {
  title: "Your order",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

// /orders/view/{token} – the read-only order a mailed link opens (lookup: 30 minutes; confirmation and shipped mails:
// 30 days)
export default async function OrderViewPage({ params }: { params: Promise<{ token: string }> }) {
  const order = await findOrderView((await params).token);
  if (!order) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 sm:py-20">
        <h1 className="font-display text-4xl font-semibold">This link has expired</h1>
        <p role="alert" className="mt-4 text-muted">
          Links to an order work for a while only. Ask for a new one with your email address and order number.
        </p>
        <Link href="/orders/lookup" className={buttonClass({ className: "mt-8" })}>
          Track an order
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <OrderDetail order={order} back={{ href: "/shop", label: "Continue shopping" }} />
    </div>
  );
}
