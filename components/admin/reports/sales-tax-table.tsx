import { ScrollTable } from "@/components/admin/reports/scroll-table";
import type { SalesTaxFigures, SalesTaxReport, SalesTaxRow } from "@/lib/reports/sales-tax";
import { formatUsd } from "@/lib/pricing/money";

const COLUMNS: readonly { header: string; note: string; value: (figures: SalesTaxFigures) => string }[] = [
  { header: "Orders", note: "paid orders placed this month", value: (figures) => String(figures.orders) },
  {
    header: "Gross sales",
    note: "pieces sold, after discounts; no shipping or tax",
    value: (figures) => formatUsd(figures.grossSalesCents),
  },
  {
    header: "Taxable sales",
    note: "what tax was charged on",
    value: (figures) => formatUsd(figures.taxableSalesCents),
  },
  {
    header: "Shipping",
    note: "shipping charged (not taxed)",
    value: (figures) => formatUsd(figures.shippingChargedCents),
  },
  { header: "Tax collected", note: "sales tax charged", value: (figures) => formatUsd(figures.taxCollectedCents) },
  {
    header: "Refunded",
    note: "refunds made this month, whenever the order was placed, less any the bank sent back this month",
    value: (figures) => formatUsd(figures.refundedCents),
  },
];

/** One state's figures (with whether she is registered there), or the month's totals, headed by `name`. */
function FiguresRow({
  name,
  figures,
}: {
  name: string;
  figures: SalesTaxFigures & Partial<Pick<SalesTaxRow, "registered">>;
}) {
  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-semibold">
        {name}
      </th>
      <td className="px-4 py-3">{figures.registered === undefined ? "" : figures.registered ? "Yes" : "No"}</td>
      {COLUMNS.map((column) => (
        <td key={column.header} className="px-4 py-3 text-right tabular-nums">
          {column.value(figures)}
        </td>
      ))}
    </tr>
  );
}

/** The month's sales tax per ship-to state, with totals; scrolls sideways on a phone. */
export function SalesTaxTable({ report, caption }: { report: SalesTaxReport; caption: string }) {
  if (report.rows.length === 0) {
    return (
      <p className="mt-8 rounded-sm border border-dashed border-line bg-sand/60 px-6 py-12 text-center text-muted">
        No sales or refunds in this month.
      </p>
    );
  }
  return (
    <>
      <ScrollTable
        caption={caption}
        minWidthClass="min-w-[40rem]"
        testId="sales-tax-table"
        className="mt-8 rounded-sm border border-line bg-white"
      >
        <thead className="border-b border-line bg-sand text-xs tracking-wider text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              State
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Registered
            </th>
            {COLUMNS.map((column) => (
              <th key={column.header} scope="col" className="px-4 py-3 text-right font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {report.rows.map((row) => (
            <FiguresRow key={row.state} name={row.state || "No state"} figures={row} />
          ))}
        </tbody>
        <tfoot className="border-t-2 border-ink font-semibold">
          <FiguresRow name="Total" figures={report.totals} />
        </tfoot>
      </ScrollTable>
      <p className="mt-4 text-sm" data-testid="tax-split">
        Of the {formatUsd(report.totals.taxCollectedCents)} collected,{" "}
        {formatUsd(report.totals.taxCollectedRegisteredCents)} was in states where you are registered and{" "}
        {formatUsd(report.totals.taxCollectedNotDueCents)} where none was due.
        {report.totals.taxCollectedNotDueCents > 0 ? (
          <span className="font-semibold text-rose-deep">
            {" "}
            Tax where none was due was charged by the every-state rule in states where you hold no permit.
          </span>
        ) : null}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-xs text-muted sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold text-ink">Registered:</dt>{" "}
          <dd className="inline">whether you hold a sales-tax permit in the state now (Sales tax settings)</dd>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.header}>
            <dt className="inline font-semibold text-ink">{column.header}:</dt>{" "}
            <dd className="inline">{column.note}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
