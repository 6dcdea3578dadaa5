import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { OrderStatusBadge } from "@/components/account/order-status-badge";
import { NoteForm } from "@/components/admin/orders/order-page/note-form";
import { OrderLinesTable } from "@/components/admin/orders/order-page/order-lines-table";
import { OrderMoves } from "@/components/admin/orders/order-page/order-moves";
import { OrderRefundPanel } from "@/components/admin/orders/order-refund-panel";
import { OrderTrail } from "@/components/admin/orders/order-page/order-trail";
import { PaymentBox } from "@/components/admin/orders/order-page/payment-box";
import { ShipForm } from "@/components/admin/orders/order-page/ship-form";
import { ShippingAddress } from "@/components/orders/shipping-address";
import { TrackingLine } from "@/components/orders/tracking-line";
import { BackLink } from "@/components/ui/back-link";
import { buttonClass } from "@/components/ui/button-styles";
import { requireAdminPage } from "@/lib/http/page-session";
import { formatCalendarDate } from "@/lib/calendar";
import { NotFoundError } from "@/lib/errors";
import { getAdminOrder, type AdminOrderDetail } from "@/lib/orders/desk/admin-order";
import { deliveryWindowText, formatOrderDate, shippingMethodLabel } from "@/lib/orders/order-display";
import { allowedNextStatuses } from "@/lib/orders/desk/status-rules";

export const metadata: Metadata = { title: "Order", robots: { index: false, follow: false } };

type OrderPageProps = { params: Promise<{ id: string }> };

const boxClass = "rounded-sm border border-line bg-white p-5 sm:p-6";

async function orderOrNotFound(id: string): Promise<AdminOrderDetail> {
  try {
    return await getAdminOrder(id);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

/**
 * /admin/orders/{id} – one order, all of it (docs/pages.md, Admin order): its lines, buyer and address, where the money
 * stands, the ship-by day (red once missed), shipping with tracking, other moves, the trail and private notes (ADMIN
 * only).
 */
export default async function AdminOrderPage({ params }: OrderPageProps) {
  await requireAdminPage();
  const order = await orderOrNotFound((await params).id);
  const address = order.shippingAddress;
  const moves = order.payment.cancelling ? [] : allowedNextStatuses(order.status).filter((next) => next !== "shipped");

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink href="/admin/orders">Back to the orders</BackLink>
      <header className="mt-6 flex flex-wrap items-end justify-between gap-4 border-b border-line pb-8">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Order</p>
          <h1 className="mt-3 font-mono text-4xl font-semibold">#{order.number}</h1>
          <p className="mt-2 text-sm text-muted">
            Placed {formatOrderDate(order.createdAt)} · <OrderStatusBadge status={order.status} />
          </p>
          {order.shipBy ? (
            <p
              className={`mt-2 text-sm font-semibold ${order.overdue ? "text-rose-deep" : "text-ink"}`}
              data-testid="ship-by"
              data-overdue={order.overdue || undefined}
            >
              {order.overdue ? "Overdue: was to ship by " : "Ship by "}
              {formatCalendarDate(order.shipBy)}
            </p>
          ) : null}
        </div>
        <Link
          href={`/admin/orders/${encodeURIComponent(order.id)}/packing-slip`}
          className={buttonClass({ variant: "outline", size: "sm" })}
        >
          Packing slip
        </Link>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="lines-heading" className={boxClass}>
            <h2 id="lines-heading" className="font-display text-2xl font-semibold">
              Pieces
            </h2>
            <OrderLinesTable order={order} />
          </section>

          <section aria-labelledby="ship-heading" className={boxClass}>
            <h2 id="ship-heading" className="font-display text-2xl font-semibold">
              Shipping
            </h2>
            <p className="mt-3 text-sm">{shippingMethodLabel(order.shippingMethod)}</p>
            {order.estimatedDelivery ? (
              <p className="mt-1 text-sm text-muted">Arrives {deliveryWindowText(order.estimatedDelivery)}</p>
            ) : null}
            {order.tracking ? <TrackingLine tracking={order.tracking} className="mt-3" /> : null}
            {(order.status === "processing" && !order.payment.cancelling) || order.status === "shipped" ? (
              <ShipForm
                orderId={order.id}
                number={order.number}
                current={order.status === "shipped" ? order.tracking : "unshipped"}
              />
            ) : null}
            <OrderMoves orderId={order.id} number={order.number} moves={moves} />
          </section>

          <section aria-labelledby="trail-heading" className={boxClass}>
            <h2 id="trail-heading" className="font-display text-2xl font-semibold">
              History
            </h2>
            <OrderTrail events={order.events} historyKept={order.historyKept} timeZone={order.timeZone} />
            <NoteForm orderId={order.id} />
          </section>
        </div>

        <div className="min-w-0 space-y-6">
          <section aria-labelledby="buyer-heading" className={boxClass}>
            <h2 id="buyer-heading" className="font-display text-2xl font-semibold">
              Buyer
            </h2>
            <p className="mt-3 text-sm font-medium">{order.buyer.name ?? "—"}</p>
            <p className="text-sm break-all">
              <a href={`mailto:${order.buyer.email}`} className="underline underline-offset-4">
                {order.buyer.email}
              </a>
            </p>
            <p className="mt-1 text-xs text-muted">{order.buyer.member ? "Member" : "Guest checkout"}</p>
            {address ? (
              <ShippingAddress address={address} className="mt-4 text-sm leading-relaxed" label="Ships to" />
            ) : (
              <p className="mt-4 text-sm text-muted">No readable address on this order.</p>
            )}
          </section>

          <section aria-labelledby="payment-heading" className={boxClass}>
            <h2 id="payment-heading" className="font-display text-2xl font-semibold">
              Payment
            </h2>
            <PaymentBox payment={order.payment} />
            <OrderRefundPanel order={refundPanelOrder(order)} summary={false} />
          </section>
        </div>
      </div>
    </div>
  );
}

/** What the refund panel needs of the order, as this page reads it. */
function refundPanelOrder(order: AdminOrderDetail) {
  const { payment } = order;
  return {
    id: order.id,
    number: order.number,
    paymentStatus: payment.status,
    cancelling: payment.cancelling,
    shippingCents: order.shippingCents,
    refundedCents: payment.refundedCents,
    remainingCents: payment.remainingCents,
  };
}
