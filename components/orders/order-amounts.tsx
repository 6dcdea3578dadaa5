import { discountLabel } from "@/lib/orders/order-display";
import { formatUsd } from "@/lib/pricing/money";

type OrderAmountsProps = {
  subtotalCents: number;
  /** A discount code's amount and name; its line shows only when it takes something off. */
  discountCents?: number;
  discountCode?: string | null;
  shippingCents: number;
  /** Null while tax cannot be known yet (no state chosen); `pendingTaxLabel` shows instead. */
  taxCents: number | null;
  totalCents: number;
  pendingTaxLabel?: string;
  /** How the tax line reads: the rate applied ("Sales tax (CA 94105, 8.625 %)") once it is known, else "Tax". */
  taxLabel?: string;
  /** Names the total for tests that read the figure. */
  totalTestId?: string;
};

/**
 * Subtotal, the discount (when there is one), shipping (Free at 0), tax and total: the same lines wherever an order's
 * amounts are shown.
 */
export function OrderAmounts(props: OrderAmountsProps) {
  const {
    subtotalCents,
    discountCents = 0,
    discountCode = null,
    shippingCents,
    taxCents,
    totalCents,
    pendingTaxLabel = "",
    taxLabel = "Tax",
    totalTestId,
  } = props;
  const rows = [
    { label: "Subtotal", value: formatUsd(subtotalCents) },
    ...(discountCents > 0 ? [{ label: discountLabel(discountCode), value: `−${formatUsd(discountCents)}` }] : []),
    { label: "Shipping", value: shippingCents === 0 ? "Free" : formatUsd(shippingCents) },
    { label: taxLabel, value: taxCents === null ? pendingTaxLabel : formatUsd(taxCents) },
  ];
  return (
    <dl className="mt-2 space-y-1.5 border-t border-line pt-4 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt className="text-muted">{row.label}</dt>
          <dd className="tabular-nums">{row.value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid={totalTestId} className="tabular-nums">
          {formatUsd(totalCents)}
        </dd>
      </div>
    </dl>
  );
}
