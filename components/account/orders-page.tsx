import type { Metadata } from "next";
import Link from "next/link";
import { AccountPageHeader } from "@/components/account/account-page-header";
import { OrderCard } from "@/components/account/order-card";
import { buttonClass } from "@/components/ui/button-styles";
import { requireMemberPage } from "@/lib/auth/page-session";
import { listOrdersForUser } from "@/lib/orders/queries";

export const ordersPageMetadata: Metadata = { title: "Order History", robots: { index: false, follow: false } };

/** Order History (docs/pages.md), shared by /account/orders and /orders; `path` is where login brings the member back. */
export async function OrdersPage({ path }: { path: string }) {
  const member = await requireMemberPage(path);
  const orders = await listOrdersForUser(member.userId);

  return (
    <section>
      <AccountPageHeader title="Order History" />
      {orders.length === 0 ? (
        <div className="rounded-sm border border-dashed border-line bg-white px-6 py-14 text-center">
          <h2 className="font-display text-3xl font-semibold">No orders yet</h2>
          <p className="mt-2 text-muted">When you buy a piece, its order appears here.</p>
          <Link href="/shop" className={buttonClass({ size: "lg", className: "mt-6" })}>
            Start Shopping
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}
