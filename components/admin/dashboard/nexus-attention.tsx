import Link from "next/link";
import { formatUsd } from "@/lib/pricing/money";
import type { NexusRow } from "@/lib/tax/nexus";

type NexusAttentionProps = {
  year: number;
  /** The states approaching or over their economic-nexus line where she is not registered. */
  rows: readonly NexusRow[];
};

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0 });

/** The dashboard's box of states nearing or past their sales-tax line, each linking to the sales tax page. */
export function NexusAttention({ year, rows }: NexusAttentionProps) {
  return (
    <div className="rounded-sm border border-line bg-white p-5">
      <h3 className="font-display text-xl font-semibold">Sales tax lines: {rows.length}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No state near its economic-nexus line in {year}.</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm" data-testid="nexus-attention">
          {rows.map((row) => (
            <li key={row.state}>
              <Link href="/admin/tax" className="font-semibold underline underline-offset-4">
                {row.state}: {row.status === "over" ? "over the line" : "approaching the line"}
              </Link>
              <span className="block text-xs text-muted">
                {formatUsd(row.grossSalesCents)} in {row.orders === 1 ? "1 order" : `${row.orders} orders`} in {year},{" "}
                {percent.format(row.share)} of the line; not registered
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
