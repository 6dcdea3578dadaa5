import { SlipCare } from "@/components/admin/orders/packing-slip/slip-care";
import { ShippingAddress } from "@/components/orders/shipping-address";
import { formatCalendarDate } from "@/lib/calendar";
import type { AdminOrderDetail } from "@/lib/orders/desk/admin-order";
import { discountLabel, formatOrderDate, shippingMethodLabel } from "@/lib/orders/order-display";
import { formatUsd } from "@/lib/pricing/money";

/**
 * The packing slip: who it goes to, which order, what is in the parcel, how to care for each piece that says (`care`,
 * by product id); prices only when it is not a gift.
 */
export function PackingSlip({
  order,
  gift,
  care,
}: {
  order: AdminOrderDetail;
  gift: boolean;
  care: ReadonlyMap<string, string>;
}) {
  const address = order.shippingAddress;
  return (
    <article
      className="packing-slip rounded-sm border border-line bg-white p-6 text-ink sm:p-10 print:border-0 print:p-0"
      aria-labelledby="slip-heading"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-ink pb-4">
        <div>
          <p className="font-display text-3xl font-semibold">Atelier</p>
          <p className="text-sm text-muted">Handmade jewelry</p>
        </div>
        <div className="text-right">
          <h1 id="slip-heading" className="text-sm font-semibold tracking-[0.2em] uppercase">
            Packing slip
          </h1>
          <p className="mt-1 font-mono text-xl font-semibold" data-testid="slip-number">
            #{order.number}
          </p>
          <p className="text-sm">Ordered {formatOrderDate(order.createdAt)}</p>
        </div>
      </header>

      <div className="mt-6 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="slip-ship-to">
          <h2 id="slip-ship-to" className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">
            Ship to
          </h2>
          {address ? (
            <ShippingAddress address={address} className="mt-2 text-base leading-relaxed" withPhone={false} />
          ) : (
            <p className="mt-2 text-sm">No readable address on this order.</p>
          )}
        </section>
        <section aria-labelledby="slip-shipping">
          <h2 id="slip-shipping" className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">
            Shipping
          </h2>
          <p className="mt-2 text-sm">{shippingMethodLabel(order.shippingMethod)}</p>
          {order.shipBy ? <p className="text-sm">Ships by {formatCalendarDate(order.shipBy)}</p> : null}
          {gift ? <p className="mt-3 text-sm font-semibold">A gift, with love: prices are not shown.</p> : null}
        </section>
      </div>

      <table className="mt-8 w-full border-collapse text-sm" data-testid="slip-lines">
        <caption className="sr-only">Pieces in this parcel</caption>
        <thead>
          <tr className="border-b border-ink text-left">
            <th scope="col" className="w-12 py-2 pr-3 font-semibold">
              Qty
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Piece
            </th>
            {gift ? null : (
              <th scope="col" className="py-2 text-right font-semibold">
                Price
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} className="border-b border-line align-top">
              <td className="py-3 pr-3 tabular-nums">{line.quantity}</td>
              <td className="py-3 pr-3">
                <span className="font-medium">{line.name}</span>
                {line.size ? <span className="block">{line.size}</span> : null}
                {line.engraving ? <span className="block break-words">Engraving: “{line.engraving}”</span> : null}
              </td>
              {gift ? null : <td className="py-3 text-right tabular-nums">{formatUsd(line.lineTotalCents)}</td>}
            </tr>
          ))}
        </tbody>
      </table>

      {gift ? null : (
        <dl className="mt-4 ml-auto max-w-64 space-y-1 text-sm" data-testid="slip-amounts">
          <div className="flex justify-between gap-4">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{formatUsd(order.subtotalCents)}</dd>
          </div>
          {order.discountCents > 0 ? (
            <div className="flex justify-between gap-4">
              <dt>{discountLabel(order.discountCode)}</dt>
              <dd className="tabular-nums">−{formatUsd(order.discountCents)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt>Shipping</dt>
            <dd className="tabular-nums">{formatUsd(order.shippingCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{order.tax.label}</dt>
            <dd className="tabular-nums">{formatUsd(order.taxCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-ink pt-1 font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatUsd(order.totalCents)}</dd>
          </div>
        </dl>
      )}

      <SlipCare lines={order.lines} care={care} />

      <p className="mt-10 text-center text-sm text-muted">
        Thank you for choosing a handmade piece. Questions? Just reply to your order email.
      </p>
    </article>
  );
}
