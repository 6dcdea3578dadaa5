import { ScrollTable } from "@/components/admin/reports/scroll-table";
import { usStateName } from "@/lib/addresses/us-states";
import { formatUsd } from "@/lib/pricing/money";
import type { NexusRow, NexusStatus } from "@/lib/tax/nexus";

const STATUS_TEXT: Record<NexusStatus, string> = {
  registered: "Registered",
  below: "Below the line",
  approaching: "Approaching",
  over: "Over the line",
};

// The bar's colour says the status again; the words beside it say it for everyone.
const BAR_CLASS: Record<NexusStatus, string> = {
  registered: "bg-muted",
  below: "bg-gold",
  approaching: "bg-gold-deep",
  over: "bg-rose-deep",
};

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

function lineText(threshold: NexusRow["threshold"]): string {
  const sales = dollars.format(threshold.sales);
  return threshold.transactions === null
    ? sales
    : `${sales} or ${threshold.transactions.toLocaleString("en-US")} orders`;
}

function percentText(share: number): string {
  return `${(Math.round(share * 1_000) / 10).toLocaleString("en-US")} %`;
}

/**
 * The nexus watch on /admin/tax: per state, her sales this year against its economic-nexus line, with a bar for how
 * near she is (the share in words beside it), next to the state so a phone shows both before it scrolls sideways.
 */
export function NexusTable({ rows, year }: { rows: readonly NexusRow[]; year: number }) {
  if (rows.length === 0) {
    return (
      <p className="mt-6 rounded-sm border border-dashed border-line bg-sand/60 px-6 py-10 text-center text-muted">
        No sales to watch yet in {year}.
      </p>
    );
  }
  return (
    <ScrollTable
      caption={`Sales against each state's economic-nexus line, ${year}`}
      minWidthClass="min-w-[40rem]"
      testId="nexus-table"
      className="mt-6 rounded-sm border border-line bg-white/60"
    >
      <thead className="border-b border-line text-xs tracking-wider text-muted uppercase">
        <tr>
          <th scope="col" className="px-4 py-3 font-semibold">
            State
          </th>
          <th scope="col" className="px-4 py-3 font-semibold">
            Towards the line
          </th>
          <th scope="col" className="px-4 py-3 text-right font-semibold">
            Sales
          </th>
          <th scope="col" className="px-4 py-3 text-right font-semibold">
            Orders
          </th>
          <th scope="col" className="px-4 py-3 font-semibold">
            Line
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={row.state}>
            <th scope="row" className="px-4 py-3 font-semibold">
              <abbr title={usStateName(row.state)} className="no-underline">
                {row.state}
              </abbr>
            </th>
            <td className="px-4 py-3">
              <div className="flex items-center gap-3">
                <div aria-hidden="true" className="h-2 w-16 shrink-0 sm:w-24 overflow-hidden rounded-full bg-sand">
                  <div
                    className={`h-full rounded-full ${BAR_CLASS[row.status]}`}
                    style={{ width: `${Math.min(row.share, 1) * 100}%` }}
                  />
                </div>
                <span className="whitespace-nowrap">
                  {percentText(row.share)} · {STATUS_TEXT[row.status]}
                </span>
              </div>
            </td>
            <td className="px-4 py-3 text-right tabular-nums">{formatUsd(row.grossSalesCents)}</td>
            <td className="px-4 py-3 text-right tabular-nums">{row.orders}</td>
            <td className="px-4 py-3 whitespace-nowrap">{lineText(row.threshold)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
