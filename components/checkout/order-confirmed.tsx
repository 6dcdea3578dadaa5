import Link from "next/link";
import { OrderAmounts } from "@/components/orders/order-amounts";
import { OrderItems } from "@/components/orders/order-items";
import { TrackingLine } from "@/components/orders/tracking-line";
import { buttonClass } from "@/components/ui/button-styles";
import type { OrderDto } from "@/lib/orders/dto";
import { formatCalendarDate } from "@/lib/calendar";
import { deliveryWindowText, formatOrderNumber } from "@/lib/orders/order-display";

/**
 * The receipt (docs/pages.md, Order confirmation): Order Confirmed, the number, the email, the items and the four
 * amounts.
 */
export function OrderConfirmed({ order }: { order: OrderDto }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div className="rounded-sm border border-line bg-white p-6 sm:p-8">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Thank you</p>
        <h1 className="mt-3 font-display text-4xl font-semibold">Order Confirmed</h1>
        <dl className="mt-6 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">Order number</dt>
            <dd data-testid="order-number" className="font-mono text-lg font-semibold">
              {formatOrderNumber(order.id)}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Confirmation sent to</dt>
            <dd className="font-medium break-all">{order.email}</dd>
          </div>
          {order.shipBy ? (
            <div>
              <dt className="text-muted">Ships by</dt>
              <dd data-testid="ship-by" className="font-medium">
                {formatCalendarDate(order.shipBy)}
              </dd>
            </div>
          ) : null}
          {order.estimatedDelivery ? (
            <div>
              <dt className="text-muted">Estimated delivery</dt>
              <dd className="font-medium">{deliveryWindowText(order.estimatedDelivery)}</dd>
            </div>
          ) : null}
          {order.tracking ? (
            <div>
              <dt className="text-muted">Tracking</dt>
              <dd>
                <TrackingLine tracking={order.tracking} />
              </dd>
            </div>
          ) : null}
        </dl>
        <h2 className="mt-8 font-display text-2xl font-semibold">Items</h2>
        <OrderItems items={order.orderItems} variant="receipt" />
        <OrderAmounts
          subtotalCents={order.subtotalCents}
          discountCents={order.discountCents}
          discountCode={order.discountCode}
          shippingCents={order.shippingCents}
          taxCents={order.taxCents}
          taxLabel={order.tax.label}
          totalCents={order.totalCents}
          totalTestId="order-total"
        />
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/shop" className={buttonClass({ size: "lg" })}>
            Continue Shopping
          </Link>
          <Link href="/" className={buttonClass({ variant: "outline", size: "lg" })}>
            Back to Home
          </Link>
        </div>
      </div>
    </div>
  );
}
