import { OrderStatusBadge } from "@/components/account/order-status-badge";
import type { AdminOrderRow } from "@/lib/orders/admin-list";
import { formatOrderDate, normalizeOrderStatus, type KnownOrderStatus } from "@/lib/orders/order-display.shared";
import { allowedNextStatuses, STATUS_ACTION_LABELS } from "@/lib/orders/status-rules.shared";
import { formatDollars } from "@/lib/pricing/money";

type OrderActions = {
  onMove: (order: AdminOrderRow, next: KnownOrderStatus) => void;
  /** The order being moved: its buttons do nothing until the server has answered. */
  movingId: string | null;
};

type ListProps = OrderActions & { orders: AdminOrderRow[] };

const actionClass =
  "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors aria-disabled:cursor-wait aria-disabled:opacity-60";
const forwardClass = `${actionClass} border-ink text-ink hover:bg-ink hover:text-ivory`;
const cancelClass = `${actionClass} border-rose/40 text-rose-deep hover:border-rose-deep hover:bg-rose-deep hover:text-ivory`;

const totalOf = (order: AdminOrderRow) => formatDollars(order.total);
const piecesOf = (order: AdminOrderRow) => (order.itemCount === 1 ? "1 piece" : `${order.itemCount} pieces`);

const PAYMENT_NOTES: Partial<Record<AdminOrderRow["paymentStatus"], string>> = {
  authorized: "Payment held, being captured",
  voided: "Not charged",
  refunded: "Refunded",
};

/** The status badge, with where the money stands and, while or after a cancellation, what happened. */
function OrderStatusCell({ order }: { order: AdminOrderRow }) {
  const note = order.cancelling ? "Cancelling: the refund is under way" : PAYMENT_NOTES[order.paymentStatus];
  return (
    <div className="space-y-1">
      <OrderStatusBadge status={order.status} />
      {note ? <p className="text-xs text-muted">{note}</p> : null}
      {order.cancellationError ? <p className="max-w-56 text-xs font-medium text-rose-deep">Not cancelled: {order.cancellationError}</p> : null}
    </div>
  );
}

function RowActions({ order, onMove, movingId }: OrderActions & { order: AdminOrderRow }) {
  if (order.cancelling) return <span className="text-sm text-muted">Cancelling…</span>;
  const status = normalizeOrderStatus(order.status);
  const nexts = status ? allowedNextStatuses(status) : [];
  if (nexts.length === 0) return <span className="text-sm text-muted">No further steps</span>;
  const moving = movingId === order.id;
  return (
    <div className="flex flex-wrap gap-2">
      {nexts.map((next) => (
        // aria-disabled rather than disabled while saving: a disabled button would drop the keyboard focus.
        <button
          key={next}
          type="button"
          className={next === "cancelled" ? cancelClass : forwardClass}
          onClick={() => onMove(order, next)}
          aria-disabled={moving || undefined}
          aria-busy={moving || undefined}
        >
          {STATUS_ACTION_LABELS[next]}
          <span className="sr-only"> for order #{order.number}</span>
        </button>
      ))}
    </div>
  );
}

/** Recent orders as a table, for screens wide enough to show its columns. */
export function OrderTable({ orders, ...actions }: ListProps) {
  return (
    <div className="hidden overflow-x-auto rounded-sm border border-line bg-white/60 md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Recent orders</caption>
        <thead className="border-b border-line bg-sand text-xs tracking-wider text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Order</th>
            <th scope="col" className="px-4 py-3 font-semibold">Date</th>
            <th scope="col" className="px-4 py-3 font-semibold">Email</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">Total</th>
            <th scope="col" className="px-4 py-3 font-semibold">Status</th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => (
            <tr key={order.id} data-testid="admin-order" data-order-id={order.id}>
              <th scope="row" className="px-4 py-3 font-mono font-semibold">
                #{order.number}
                <span className="block font-sans text-xs font-normal text-muted">{piecesOf(order)}</span>
              </th>
              <td className="px-4 py-3 whitespace-nowrap text-muted">{formatOrderDate(order.createdAt)}</td>
              <td className="max-w-56 truncate px-4 py-3" title={order.email}>
                {order.email}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{totalOf(order)}</td>
              <td className="px-4 py-3">
                <OrderStatusCell order={order} />
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end">
                  <RowActions order={order} {...actions} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same orders as cards on phones, where six columns would not fit. */
export function OrderCards({ orders, ...actions }: ListProps) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Recent orders">
      {orders.map((order) => (
        <li key={order.id} data-testid="admin-order" data-order-id={order.id} className="rounded-sm border border-line bg-white/60 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-mono text-base font-semibold">#{order.number}</h3>
              <p className="mt-0.5 text-sm text-muted">
                {formatOrderDate(order.createdAt)} · {piecesOf(order)} · <span className="tabular-nums text-ink">{totalOf(order)}</span>
              </p>
              <p className="mt-0.5 truncate text-sm">{order.email}</p>
            </div>
            <OrderStatusCell order={order} />
          </div>
          <div className="mt-4 border-t border-line pt-3">
            <RowActions order={order} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
