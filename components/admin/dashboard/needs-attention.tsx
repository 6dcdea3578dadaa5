import Link from "next/link";
import { NexusAttention } from "@/components/admin/dashboard/nexus-attention";
import { ReviewsAttention } from "@/components/admin/dashboard/reviews-attention";
import type { LowStockEntry } from "@/lib/catalog/low-stock";
import { formatCalendarDate } from "@/lib/calendar";
import type { OrderToShip, StuckPayment } from "@/lib/orders/desk/dashboard";
import type { ReviewAttention } from "@/lib/reviews/desk";
import { formatOrderDate } from "@/lib/orders/order-display";
import type { NexusRow } from "@/lib/tax/nexus";

type NeedsAttentionProps = {
  toShip: { orders: OrderToShip[]; total: number };
  stuck: StuckPayment[];
  undelivered: number;
  lowStock: LowStockEntry[];
  lowStockThreshold: number;
  /** The states nearing or past their sales-tax line where she is not registered, this year. */
  nexus: { year: number; rows: readonly NexusRow[] };
  /** Reviews written this week, held for her, and low ratings still without a reply. */
  reviews: ReviewAttention;
};

const orderHref = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;
const boxClass = "rounded-sm border border-line bg-white p-5";
const headingClass = "font-display text-xl font-semibold";

function ToShip({ toShip }: Pick<NeedsAttentionProps, "toShip">) {
  const { orders, total } = toShip;
  return (
    <div className={`${boxClass} lg:col-span-2`}>
      <h3 className={headingClass}>To ship: {total}</h3>
      {orders.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nothing waiting: every paid order is on its way.</p>
      ) : (
        <ol className="mt-3 divide-y divide-line" aria-label="Orders to ship, oldest first" data-testid="to-ship">
          {orders.map((order) => (
            <li
              key={order.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
              data-overdue={order.overdue || undefined}
            >
              <span className="min-w-0">
                <Link href={orderHref(order.id)} className="font-mono font-semibold underline underline-offset-4">
                  #{order.number}
                </Link>{" "}
                <span className="text-muted">
                  {formatOrderDate(order.createdAt)} · {order.pieces === 1 ? "1 piece" : `${order.pieces} pieces`}
                </span>
              </span>
              {order.shipBy ? (
                <span className={order.overdue ? "font-semibold text-rose-deep" : "text-ink"}>
                  {order.overdue ? "Overdue: ship by " : "Ship by "}
                  {formatCalendarDate(order.shipBy)}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {total > orders.length ? (
        <p className="mt-2 text-sm">
          <Link href="/admin/orders?status=processing" className="underline underline-offset-4">
            All {total} orders to ship
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function Stuck({ stuck }: Pick<NeedsAttentionProps, "stuck">) {
  return (
    <div className={boxClass}>
      <h3 className={headingClass}>Payments stuck: {stuck.length}</h3>
      {stuck.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Every payment has moved on.</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm" data-testid="stuck-payments">
          {stuck.map((order) => (
            <li key={order.id}>
              <Link href={orderHref(order.id)} className="font-mono font-semibold underline underline-offset-4">
                #{order.number}
              </Link>{" "}
              <span className="text-rose-deep">
                {order.kind === "cancelling" ? "refund not finished" : "held, not captured"}
              </span>
              <span className="block text-xs text-muted">since {formatOrderDate(order.since)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Mail({ undelivered }: Pick<NeedsAttentionProps, "undelivered">) {
  return (
    <div className={boxClass}>
      <h3 className={headingClass}>Undelivered mail: {undelivered}</h3>
      <p className="mt-2 text-sm text-muted">
        {undelivered === 0 ? (
          "All mail went out."
        ) : (
          <a href="#undelivered-mail" className="font-medium text-rose-deep underline underline-offset-4">
            See and resend them
          </a>
        )}
      </p>
    </div>
  );
}

function LowStock({ lowStock, lowStockThreshold }: Pick<NeedsAttentionProps, "lowStock" | "lowStockThreshold">) {
  return (
    <div className={boxClass}>
      <h3 className={headingClass}>Low stock: {lowStock.length}</h3>
      {lowStock.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nothing at {lowStockThreshold} or fewer.</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm" data-testid="low-stock">
          {lowStock.map((entry) => (
            <li key={entry.key} className="flex justify-between gap-4">
              <span className="min-w-0 break-words">
                {entry.name}
                {entry.variant ? <span className="text-muted"> · {entry.variant}</span> : null}
              </span>
              <span className={`shrink-0 tabular-nums ${entry.stock === 0 ? "font-semibold text-rose-deep" : ""}`}>
                {entry.stock === 0 ? "Out" : `${entry.stock} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * What needs the maker now, first on the dashboard: orders to ship, stuck payments, undelivered mail, low stock, states
 * nearing their sales-tax line, new reviews and the low ones to answer. One region with a heading per box (boxes are not regions of their own: "Undelivered
 * mail" names the section below).
 */
export function NeedsAttention(props: NeedsAttentionProps) {
  return (
    <section aria-labelledby="attention-heading">
      <h2 id="attention-heading" className="font-display text-3xl font-semibold">
        Needs attention
      </h2>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <ToShip toShip={props.toShip} />
        <Stuck stuck={props.stuck} />
        <Mail undelivered={props.undelivered} />
        <LowStock lowStock={props.lowStock} lowStockThreshold={props.lowStockThreshold} />
        <NexusAttention year={props.nexus.year} rows={props.nexus.rows} />
        <ReviewsAttention reviews={props.reviews} />
      </div>
    </section>
  );
}
