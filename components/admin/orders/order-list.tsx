import Link from "next/link";
import { AdminList, type AdminColumn } from "@/components/admin/admin-list";
import { OrderStatusBadge } from "@/components/account/order-status-badge";
import { OrderLines, shipByText } from "@/components/admin/orders/order-lines";
import { OrderMoveButtons } from "@/components/admin/orders/order-move-buttons";
import { OrderRefundPanel } from "@/components/admin/orders/order-refund-panel";
import type { AdminOrderRow } from "@/lib/orders/desk/admin-list";
import {
  discountLabel,
  formatOrderDate,
  normalizeOrderStatus,
  type KnownOrderStatus,
} from "@/lib/orders/order-display";
import { allowedNextStatuses } from "@/lib/orders/desk/status-rules";
import { formatUsd } from "@/lib/pricing/money";

type OrderActions = {
  onMove: (order: AdminOrderRow, next: KnownOrderStatus) => void;
  /** The order being moved: its buttons do nothing until the server has answered. */
  movingId: string | null;
};

/** The order's number, leading to its page (everything about it, its history, tracking and packing slip). */
function OrderLink({ order }: { order: AdminOrderRow }) {
  return (
    <Link
      href={`/admin/orders/${encodeURIComponent(order.id)}`}
      className="underline decoration-line underline-offset-4 hover:decoration-ink"
    >
      #{order.number}
    </Link>
  );
}

const totalOf = (order: AdminOrderRow) => formatUsd(order.totalCents);
const discountOf = (order: AdminOrderRow) =>
  order.discountCents > 0 ? `${discountLabel(order.discountCode)} −${formatUsd(order.discountCents)}` : null;

function TotalCell({ order }: { order: AdminOrderRow }) {
  const discount = discountOf(order);
  return (
    <>
      {totalOf(order)}
      {discount ? <span className="block text-xs text-muted">{discount}</span> : null}
    </>
  );
}
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
      {order.cancellationError ? (
        <p className="max-w-56 text-xs font-medium text-rose-deep">Not cancelled: {order.cancellationError}</p>
      ) : null}
      <OrderRefundPanel order={order} />
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
    <OrderMoveButtons moves={nexts} moving={moving} onMove={(next) => onMove(order, next)} orderNumber={order.number} />
  );
}

const COLUMNS: readonly AdminColumn<AdminOrderRow>[] = [
  {
    header: "Order",
    rowHeader: true,
    className: "font-mono font-semibold",
    cell: (order) => (
      <>
        <OrderLink order={order} />
        <span className="block font-sans text-xs font-normal text-muted">{piecesOf(order)}</span>
        <OrderLines order={order} />
      </>
    ),
  },
  {
    header: "Date",
    className: "whitespace-nowrap text-muted",
    cell: (order) => (
      <>
        {formatOrderDate(order.createdAt)}
        {order.shipBy ? <span className="block text-xs font-medium text-ink">{shipByText(order.shipBy)}</span> : null}
      </>
    ),
  },
  { header: "Email", className: "max-w-56 truncate", title: (order) => order.email, cell: (order) => order.email },
  { header: "Total", align: "right", className: "tabular-nums", cell: (order) => <TotalCell order={order} /> },
  { header: "Status", cell: (order) => <OrderStatusCell order={order} /> },
];

function OrderCard({ order }: { order: AdminOrderRow }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h3 className="font-mono text-base font-semibold">
          <OrderLink order={order} />
        </h3>
        <p className="mt-0.5 text-sm text-muted">
          {formatOrderDate(order.createdAt)} · {piecesOf(order)} ·{" "}
          <span className="tabular-nums text-ink">{totalOf(order)}</span>
          {discountOf(order) ? ` · ${discountOf(order)}` : null}
        </p>
        <p className="mt-0.5 truncate text-sm">{order.email}</p>
        {order.shipBy ? <p className="mt-0.5 text-sm font-medium">{shipByText(order.shipBy)}</p> : null}
        <OrderLines order={order} />
      </div>
      <OrderStatusCell order={order} />
    </div>
  );
}

/** Recent orders: a table on wide screens, cards on phones, each order with the moves its status allows. */
export function OrderList({ orders, ...actions }: OrderActions & { orders: AdminOrderRow[] }) {
  return (
    <AdminList
      label="Recent orders"
      testId="admin-order"
      items={orders}
      columns={COLUMNS}
      card={(order) => <OrderCard order={order} />}
      actions={(order) => <RowActions order={order} {...actions} />}
      data={(order) => ({ "data-order-id": order.id })}
      scroll
    />
  );
}
