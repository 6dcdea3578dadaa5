import { TrackingLine } from "@/components/orders/tracking-line";
import { AccountPageHeader } from "@/components/account/account-page-header";
import { OrderStatusBadge } from "@/components/account/order-status-badge";
import { OrderTimeline } from "@/components/account/order-timeline";
import { OrderAmounts } from "@/components/orders/order-amounts";
import { ShippingAddress } from "@/components/orders/shipping-address";
import { OrderItems } from "@/components/orders/order-items";
import { BackLink } from "@/components/ui/back-link";
import { buttonClass } from "@/components/ui/button-styles";
import type { OrderDto } from "@/lib/orders/dto";
import { formatCalendarDate } from "@/lib/calendar";
import {
  deliveryWindowText,
  formatOrderDate,
  formatOrderNumber,
  shippingMethodLabel,
} from "@/lib/orders/order-display";

type OrderDetailProps = {
  order: OrderDto;
  /** Where the page's last link leads: the member's orders, or (a mailed link's read-only view) the shop. */
  back?: { href: string; label: string };
  /** "Write a review" on a delivered order of the member's own (its page issues a fresh review link). */
  reviewHref?: string;
};

/**
 * Order detail (docs/pages.md), shown by /account/orders/{id}, /orders/{id} and a mailed link's /orders/view/{token}.
 */
export function OrderDetail({
  order,
  back = { href: "/orders", label: "Back to Orders" },
  reviewHref,
}: OrderDetailProps) {
  const address = order.shippingAddress;

  return (
    <article>
      <AccountPageHeader title={`Order #${formatOrderNumber(order.id)}`}>
        <OrderStatusBadge status={order.status} />
      </AccountPageHeader>
      <p className="-mt-4 mb-8 text-sm text-muted">
        Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
      </p>

      <section aria-labelledby="timeline-heading" className="mb-8 rounded-sm border border-line bg-white p-5 sm:p-6">
        <h2 id="timeline-heading" className="mb-4 font-display text-2xl font-semibold">
          Status
        </h2>
        <OrderTimeline status={order.status} />
        {reviewHref ? (
          // A plain link, not next/link: following it issues a link token, which a prefetch must never do.
          <a href={reviewHref} className={buttonClass({ variant: "outline", className: "mt-5" })}>
            Write a review
          </a>
        ) : null}
      </section>

      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="items-heading" className="rounded-sm border border-line bg-white p-5 sm:p-6">
          <h2 id="items-heading" className="font-display text-2xl font-semibold">
            Items
          </h2>
          <OrderItems items={order.orderItems} variant="detail" />
          <OrderAmounts
            subtotalCents={order.subtotalCents}
            discountCents={order.discountCents}
            discountCode={order.discountCode}
            shippingCents={order.shippingCents}
            taxCents={order.taxCents}
            taxLabel={order.tax.label}
            totalCents={order.totalCents}
          />
        </section>

        <section
          aria-labelledby="shipping-heading"
          className="self-start rounded-sm border border-line bg-white p-5 sm:p-6"
        >
          <h2 id="shipping-heading" className="font-display text-2xl font-semibold">
            Shipping
          </h2>
          <p className="mt-3 text-sm font-medium">{shippingMethodLabel(order.shippingMethod)}</p>
          {order.shipBy ? <p className="mt-1 text-sm">Ships by {formatCalendarDate(order.shipBy)}</p> : null}
          {order.estimatedDelivery ? (
            <p className="mt-1 text-sm text-muted">Arrives {deliveryWindowText(order.estimatedDelivery)}</p>
          ) : null}
          {order.tracking ? <TrackingLine tracking={order.tracking} className="mt-3" /> : null}
          {address ? (
            <ShippingAddress address={address} className="mt-3 text-sm leading-relaxed" />
          ) : (
            <p className="mt-3 text-sm text-muted">No shipping address on record.</p>
          )}
          <p className="mt-3 text-sm text-muted">Confirmation sent to {order.email}</p>
        </section>
      </div>

      <BackLink href={back.href} className="mt-10">
        {back.label}
      </BackLink>
    </article>
  );
}
