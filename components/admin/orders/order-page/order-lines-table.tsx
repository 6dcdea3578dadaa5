import { discountLabel } from "@/lib/orders/order-display";
import type { AdminOrderDetail } from "@/lib/orders/desk/admin-order";
import { leadTimeText } from "@/lib/fulfillment/promise";
import { formatUsd } from "@/lib/pricing/money";

/** The order's pieces with size, engraving and making time, then the amounts: a list that reads at 390 px too. */
export function OrderLinesTable({ order }: { order: AdminOrderDetail }) {
  const amounts = [
    ["Subtotal", order.subtotalCents],
    ...(order.discountCents > 0 ? [[discountLabel(order.discountCode), -order.discountCents] as const] : []),
    ["Shipping", order.shippingCents],
    [order.tax.label, order.taxCents],
  ] as const;
  return (
    <>
      <ul className="mt-4 divide-y divide-line" aria-label={`Pieces of order #${order.number}`}>
        {order.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 py-3 text-sm" data-testid="order-line">
            <div className="min-w-0">
              <p className="font-medium">
                {line.quantity} × {line.name}
              </p>
              {line.size ? <p className="text-muted">{line.size}</p> : null}
              {line.engraving ? <p className="break-words">Engraving: “{line.engraving}”</p> : null}
              {line.custom ? <p className="text-muted">Commission, made to her quote</p> : null}
              {line.leadTimeDays > 0 ? <p className="text-muted">{leadTimeText(line.leadTimeDays)}</p> : null}
            </div>
            <p className="shrink-0 tabular-nums">{formatUsd(line.lineTotalCents)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
        {amounts.map(([label, cents]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd className="tabular-nums">{cents < 0 ? `−${formatUsd(-cents)}` : formatUsd(cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatUsd(order.totalCents)}</dd>
        </div>
      </dl>
    </>
  );
}
