import { SalesChart } from "@/components/admin/dashboard/sales-chart";
import type { BestSeller, SalesWeek } from "@/lib/orders/desk/dashboard";
import { formatUsd } from "@/lib/pricing/money";

type SalesOverviewProps = { weeks: readonly SalesWeek[]; best: readonly BestSeller[]; averageCents: number };

/** Sales over the last weeks, the pieces that sold most, and what an order comes to on average. */
export function SalesOverview({ weeks, best, averageCents }: SalesOverviewProps) {
  const orders = weeks.reduce((sum, week) => sum + week.orders, 0);
  return (
    <section aria-labelledby="sales-heading" className="mt-16 mb-16">
      <h2 id="sales-heading" className="font-display text-3xl font-semibold">
        Sales, last {weeks.length} weeks
      </h2>
      <div className="mt-2 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <SalesChart weeks={weeks} />
        <div className="space-y-6">
          <div>
            <h3 className="text-sm font-semibold tracking-[0.2em] text-muted uppercase">Average order</h3>
            <p className="mt-1 font-display text-3xl font-semibold tabular-nums" data-testid="average-order">
              {formatUsd(averageCents)}
            </p>
            <p className="text-sm text-muted">
              {orders === 0 ? "No orders in these weeks yet." : orders === 1 ? "over 1 order" : `over ${orders} orders`}
            </p>
          </div>
          <div>
            <h3 className="text-sm font-semibold tracking-[0.2em] text-muted uppercase">Best-selling pieces</h3>
            {best.length === 0 ? (
              <p className="mt-2 text-sm text-muted">Nothing sold in these weeks yet.</p>
            ) : (
              <ol className="mt-2 space-y-1 text-sm" data-testid="best-sellers">
                {best.map((piece) => (
                  <li key={`${piece.productId ?? ""}${piece.name}`} className="flex justify-between gap-4">
                    <span className="min-w-0 break-words">{piece.name}</span>
                    <span className="shrink-0 tabular-nums text-muted">
                      {piece.quantity} sold · {formatUsd(piece.salesCents)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
