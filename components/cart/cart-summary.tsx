import type { CartTotals } from "@/lib/pricing/cart-totals";
import { formatUsd } from "@/lib/pricing/money";

/** The sidebar's totals block: a flat estimate, said to be one, since neither shipping method nor state is known yet
 * (docs/decisions.md, Tax and shipping). */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const rows = [
    { label: "Subtotal", cents: totals.subtotalCents },
    { label: "Shipping", cents: totals.shippingCents },
    { label: "Estimated tax", cents: totals.taxCents },
  ];
  return (
    <section aria-labelledby="cart-estimate-title">
      <h3 id="cart-estimate-title" className="text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase">
        Estimate
      </h3>
      <dl className="mt-3 space-y-1.5 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-muted">{row.label}</dt>
            <dd className="tabular-nums">{formatUsd(row.cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatUsd(totals.totalCents)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted">Final shipping and tax are calculated at checkout.</p>
    </section>
  );
}
