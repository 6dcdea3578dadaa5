import Image from "next/image";
import { OrderAmounts } from "@/components/orders/order-amounts";
import { PieceDetails } from "@/components/orders/piece-details";
import type { CartLine } from "@/lib/cart/cart-lines";
import { lineImage } from "@/lib/cart/line-display";
import type { CheckoutTotals } from "@/lib/pricing/totals";
import { formatUsd, lineTotalCents } from "@/lib/pricing/money";

const summaryClass = "rounded-sm border border-line bg-white p-5 sm:p-6";

/**
 * The checkout's order summary: the cart's lines and the totals the server will charge for the chosen method and
 * state (the same pricing modules). `taxPending` says tax waits for a state to be chosen.
 */
export function OrderSummary({
  items,
  totals,
  taxPending = false,
  taxLabel,
  discountCode = null,
}: {
  items: CartLine[];
  totals: CheckoutTotals;
  taxPending?: boolean;
  /** The rate applied, in the order's words ("Sales tax (CA 94105, 8.625 %)"), once the server named it. */
  taxLabel?: string;
  /** The code the server applied (its amount is `totals.discountCents`). */
  discountCode?: string | null;
}) {
  return (
    <section aria-labelledby="order-summary-title" className={summaryClass}>
      <h2 id="order-summary-title" className="font-display text-2xl font-semibold">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {items.map((item) => (
          <li key={item.id} data-testid="summary-item" className="flex gap-3 py-3">
            <Image
              src={lineImage(item)}
              alt=""
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-sm bg-sand object-cover"
            />
            <div className="flex min-w-0 flex-1 justify-between gap-3 text-sm">
              <div>
                <p className="font-medium">{item.name}</p>
                <PieceDetails line={item} leadTime />
                <p className="text-muted">Qty {item.quantity}</p>
              </div>
              <p className="tabular-nums">{formatUsd(lineTotalCents(item))}</p>
            </div>
          </li>
        ))}
      </ul>
      <OrderAmounts
        subtotalCents={totals.subtotalCents}
        discountCents={totals.discountCents}
        discountCode={discountCode}
        shippingCents={totals.shippingCents}
        taxCents={taxPending ? null : totals.taxCents}
        totalCents={totals.totalCents}
        taxLabel={taxLabel}
        pendingTaxLabel="Choose a state"
        totalTestId="summary-total"
      />
    </section>
  );
}

/** The summary's place while the browser's cart is being read, so that the page around it is drawn at once. */
export function OrderSummaryLoading() {
  return (
    <section aria-labelledby="order-summary-title" className={summaryClass}>
      <h2 id="order-summary-title" className="font-display text-2xl font-semibold">
        Order Summary
      </h2>
      <p role="status" className="mt-4 text-sm text-muted">
        Loading your cart…
      </p>
    </section>
  );
}
