import Link from "next/link";
import { AccountPageHeader } from "@/components/account/account-page-header";
import { OrderCard } from "@/components/account/order-card";
import { buttonClass } from "@/components/ui/button-styles";
import type { OrderDto } from "@/lib/orders/dto";

/** Order History (docs/pages.md), shown by /account/orders and /orders. */
export function OrderHistory({ orders }: { orders: readonly OrderDto[] }) {
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
