import type { AdminOrderPayment } from "@/lib/orders/desk/admin-order";
import { formatUsd } from "@/lib/pricing/money";

const STATUS_TEXT: Record<AdminOrderPayment["status"], string> = {
  authorized: "Held on the card, not yet captured",
  captured: "Captured",
  voided: "Released: the buyer was never charged",
  refunded: "Refunded in full",
};

/** Where the order's money stands: held, taken, given back, and what the shop keeps. */
export function PaymentBox({ payment }: { payment: AdminOrderPayment }) {
  const rows = [
    ["Authorized", payment.authorizedCents],
    ["Captured", payment.capturedCents],
    ["Refunded", payment.refundedCents],
    ["Remaining", payment.remainingCents],
  ] as const;
  return (
    <>
      <p className="mt-3 text-sm font-medium">
        {payment.cancelling ? "Cancelling: the refund is under way" : STATUS_TEXT[payment.status]}
      </p>
      {payment.cancellationError ? (
        <p className="mt-1 text-sm font-medium text-rose-deep">Not cancelled: {payment.cancellationError}</p>
      ) : null}
      <dl className="mt-3 space-y-1 text-sm" data-testid="payment">
        {rows.map(([label, cents]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd className="tabular-nums">{formatUsd(cents)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
