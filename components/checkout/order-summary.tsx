import Image from "next/image";
import { lineImage, type CartLine } from "@/lib/cart/cart-lines";
import type { CheckoutTotals } from "@/lib/pricing/tax";
import { dollarsToCents, formatUsd } from "@/lib/pricing/money";

/**
 * The checkout's order summary: the cart's lines and the totals the server will charge for the chosen method and
 * state (the same pricing modules). `taxPending` says tax waits for a state to be chosen.
 */
export function OrderSummary({ items, totals, taxPending = false }: { items: CartLine[]; totals: CheckoutTotals; taxPending?: boolean }) {
  return (
    <section aria-labelledby="order-summary-title" className="rounded-sm border border-line bg-white p-5 sm:p-6">
      <h2 id="order-summary-title" className="font-display text-2xl font-semibold">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {items.map((item) => (
          <li key={item.productId} data-testid="summary-item" className="flex gap-3 py-3">
            <Image src={lineImage(item)} alt="" width={56} height={56} className="size-14 shrink-0 rounded-sm bg-sand object-cover" />
            <div className="flex min-w-0 flex-1 justify-between gap-3 text-sm">
              <div>
                <p className="font-medium">{item.name}</p>
                <p className="text-muted">Qty {item.quantity}</p>
              </div>
              <p className="tabular-nums">{formatUsd(dollarsToCents(item.price) * item.quantity)}</p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1.5 border-t border-line pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Subtotal</dt>
          <dd className="tabular-nums">{formatUsd(totals.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Shipping</dt>
          <dd className="tabular-nums">{totals.shippingCents === 0 ? "Free" : formatUsd(totals.shippingCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Tax</dt>
          <dd className="tabular-nums">{taxPending ? "Choose a state" : formatUsd(totals.taxCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="summary-total" className="tabular-nums">
            {formatUsd(totals.totalCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
