"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass, TextInput } from "@/components/ui/form-field";
import { formText, setFieldText } from "@/components/ui/form-text";
import { refundOrder } from "@/lib/browser/admin-api";
import { ApiRequestError } from "@/lib/browser/api-error";
import { centsToDollars, dollarsToExactCents } from "@/lib/pricing/dollars";
import type { AdminOrderRow } from "@/lib/orders/desk/admin-list";
import { REFUND_REASON_MAX } from "@/lib/orders/refunds/schemas";
import { formatUsd } from "@/lib/pricing/money";

const REFUND_FAILED = "Could not refund. Please try again.";

type RefundPanelOrder = Pick<
  AdminOrderRow,
  "id" | "number" | "paymentStatus" | "cancelling" | "shippingCents" | "refundedCents" | "remainingCents"
>;

/** A fresh key per form: the same form sent twice (a double click, a retry after a timeout) refunds once. */
const newKey = () => crypto.randomUUID();

/**
 * What has been refunded of an order and what remains, and, while its payment is captured, a form to refund part of
 * it: an amount (prefilled with the shipping or everything left at a click) and the reason the buyer is mailed.
 */
export function OrderRefundPanel({
  order,
  summary = true,
}: {
  order: RefundPanelOrder;
  /** Off where the page shows the figures already. */ summary?: boolean;
}) {
  const refundable = order.paymentStatus === "captured" && !order.cancelling && order.remainingCents > 0;
  if (!refundable && (!summary || order.refundedCents === 0)) return null;
  return (
    <div className="mt-2 space-y-1">
      {summary && order.refundedCents > 0 ? (
        <p className="text-xs text-muted" data-testid="order-refunds">
          Refunded {formatUsd(order.refundedCents)} · {formatUsd(order.remainingCents)} remains
        </p>
      ) : null}
      {refundable ? (
        <details className="text-sm">
          <summary className="inline-flex min-h-10 cursor-pointer items-center font-medium text-rose-deep underline-offset-4 hover:underline">
            Refund part<span className="sr-only"> of order #{order.number}</span>
          </summary>
          <RefundForm order={order} />
        </details>
      ) : null}
    </div>
  );
}

/** Puts an amount in the form's field at a click, as dollars. */
function prefill(form: HTMLFormElement | null, cents: number) {
  if (form) setFieldText(form, "amount", centsToDollars(cents).toFixed(2));
}

function RefundForm({ order }: { order: RefundPanelOrder }) {
  const router = useRouter();
  const id = useId();
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "status"; text: string } | null>(null);
  const shippingFits = order.shippingCents > 0 && order.shippingCents <= order.remainingCents;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const amount = formText(data, "amount");
    const reason = formText(data, "reason");
    const cents = dollarsToExactCents(Number(amount));
    if (amount.trim() === "" || cents === null || cents <= 0) {
      setMessage({ kind: "error", text: "Enter the amount in dollars, such as 15 or 15.50." });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const refund = await refundOrder(order.id, { amount: Number(amount), reason }, key);
      const refunded = formatUsd(refund.amountCents);
      setMessage({
        kind: "status",
        text:
          refund.status === "pending"
            ? `The refund of ${refunded} of order #${order.number} is with the bank; the buyer is emailed once it has gone through.`
            : `Refunded ${refunded} of order #${order.number}; the buyer has been emailed.`,
      });
      setKey(newKey());
      form.reset();
      router.refresh();
    } catch (error) {
      setMessage({
        kind: "error",
        text: error instanceof ApiRequestError ? error.display(REFUND_FAILED) : REFUND_FAILED,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      className="mt-2 w-full max-w-72 space-y-3"
      aria-describedby={`${id}-remains`}
      noValidate
    >
      <p id={`${id}-remains`} className="text-xs text-muted">
        Up to {formatUsd(order.remainingCents)} can be refunded.
      </p>
      <div className="flex flex-wrap gap-2">
        {shippingFits ? (
          <button
            type="button"
            className={buttonClass({ variant: "outline", size: "sm" })}
            onClick={(event) => prefill(event.currentTarget.form, order.shippingCents)}
          >
            Shipping ({formatUsd(order.shippingCents)})
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClass({ variant: "outline", size: "sm" })}
          onClick={(event) => prefill(event.currentTarget.form, order.remainingCents)}
        >
          Everything left
        </button>
      </div>
      <div>
        <label htmlFor={`${id}-amount`} className="block text-xs font-semibold">
          Amount ($)
        </label>
        <TextInput id={`${id}-amount`} name="amount" inputMode="decimal" autoComplete="off" required />
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className="block text-xs font-semibold">
          Reason (the buyer reads it)
        </label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          required
          rows={2}
          maxLength={REFUND_REASON_MAX}
          className={controlClass}
        />
      </div>
      <button
        type="submit"
        className={buttonClass({ size: "sm" })}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {busy ? "Refunding…" : "Refund"}
      </button>
      {message ? (
        <p
          role={message.kind === "error" ? "alert" : "status"}
          className={`text-sm ${message.kind === "error" ? "font-medium text-rose-deep" : "text-ink"}`}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
