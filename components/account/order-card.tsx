import Link from "next/link";
import { OrderStatusBadge } from "@/components/account/order-status-badge";
import { buttonClass } from "@/components/ui/button-styles";
import type { OrderDto } from "@/lib/orders/dto";
import { formatOrderDate, formatOrderNumber, normalizeOrderStatus } from "@/lib/orders/order-display";
import { formatUsd } from "@/lib/pricing/money";

/** One order in the Order History: number, date, total, status, View Details, and Buy Again once delivered. */
export function OrderCard({ order }: { order: OrderDto }) {
  const number = formatOrderNumber(order.id);
  const itemCount = order.orderItems.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li data-testid="order-card" className="rounded-sm border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-display text-2xl font-semibold">Order #{number}</h2>
          <p className="mt-1 text-sm text-muted">
            Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time> · {itemCount}{" "}
            {itemCount === 1 ? "item" : "items"}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <p className="text-sm">
          Total <span className="ml-1 text-base font-semibold">{formatUsd(order.totalCents)}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          {normalizeOrderStatus(order.status) === "delivered" ? (
            <Link href="/shop" className={buttonClass({ variant: "quiet", size: "sm" })}>
              Buy Again
            </Link>
          ) : null}
          <Link
            href={`/account/orders/${encodeURIComponent(order.id)}`}
            aria-label={`View Details of order ${number}`}
            className={buttonClass({ variant: "outline", size: "sm" })}
          >
            View Details
          </Link>
        </div>
      </div>
    </li>
  );
}
