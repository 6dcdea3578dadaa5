import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass } from "@/components/ui/form-field";
import { adminOrdersHref, type AdminOrdersView } from "@/lib/orders/desk/admin-orders-href";
import type { AdminOrderCounts } from "@/lib/orders/desk/admin-list";
import { ORDER_STATUSES, orderStatusLabel } from "@/lib/orders/order-display";

const labelClass = "mb-1 block text-xs font-semibold tracking-wider text-muted uppercase";

/**
 * The order list's search (docs/pages.md, Admin orders): an ordinary GET form of /admin/orders (no script needed) with
 * the text, the dates and the chosen tab kept, and one tab per status with its count for this search. Every view is an
 * address of its own; a new search starts again at the newest orders.
 */
export function OrderSearch({
  view,
  counts,
  error,
}: {
  view: AdminOrdersView;
  counts: AdminOrderCounts;
  error: string | null;
}) {
  const tabs = [
    { status: undefined, label: "All", count: counts.all },
    ...ORDER_STATUSES.map((status) => ({ status, label: orderStatusLabel(status), count: counts[status] })),
  ];

  return (
    <div className="mt-8 space-y-6">
      <form
        method="get"
        action="/admin/orders"
        role="search"
        aria-label="Orders"
        className="grid gap-4 rounded-sm border border-line bg-white/60 p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end sm:p-5"
      >
        <div>
          <label htmlFor="orders-q" className={labelClass}>
            Search orders
          </label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={view.q ?? ""}
            maxLength={200}
            aria-describedby="orders-q-hint"
            className={controlClass}
          />
          <p id="orders-q-hint" className="mt-1 text-xs text-muted">
            Order number, email, buyer&rsquo;s name or engraving
          </p>
        </div>
        <div>
          <label htmlFor="orders-from" className={labelClass}>
            From
          </label>
          <input id="orders-from" name="from" type="date" defaultValue={view.from ?? ""} className={controlClass} />
        </div>
        <div>
          <label htmlFor="orders-to" className={labelClass}>
            To
          </label>
          <input id="orders-to" name="to" type="date" defaultValue={view.to ?? ""} className={controlClass} />
        </div>
        {view.status ? <input type="hidden" name="status" value={view.status} /> : null}
        <div className="flex gap-3">
          <button type="submit" className={buttonClass({ size: "sm" })}>
            Search
          </button>
          <Link href="/admin/orders" className={buttonClass({ variant: "outline", size: "sm" })}>
            Clear
          </Link>
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-rose-deep sm:col-span-4">
            {error}
          </p>
        ) : null}
      </form>

      <nav aria-label="Order status">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
          {tabs.map(({ status, label, count }) => {
            const current = view.status === status;
            return (
              <li key={label} className="flex">
                <Link
                  href={adminOrdersHref({ ...view, status, cursor: undefined })}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-10 shrink-0 items-center gap-2 rounded-full border px-4 text-sm whitespace-nowrap ${
                    current
                      ? "border-ink bg-ink font-medium text-ivory"
                      : "border-line text-muted hover:border-ink hover:text-ink"
                  }`}
                >
                  {label} <span className="tabular-nums">({count})</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
