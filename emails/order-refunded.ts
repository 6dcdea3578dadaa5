import { formatOrderNumber } from "@/lib/orders/order-display";
import { formatUsd } from "@/lib/pricing/money";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

type OrderRefundedInput = {
  orderId: string;
  /** What this refund gave back. */
  amountCents: number;
  /** The maker's words, as typed. */
  reason: string;
  /** What of the order's payment is still charged after this refund (0: refunded in full). */
  remainingCents: number;
  appUrl: string;
};

/** "We refunded $X of your order": which order, how much, why, and what remains charged. */
export function orderRefundedEmail({
  orderId,
  amountCents,
  reason,
  remainingCents,
  appUrl,
}: OrderRefundedInput): RenderedEmail {
  const number = formatOrderNumber(orderId);
  const amount = formatUsd(amountCents);
  const subject = `Refund of ${amount} for your Atelier order #${number}`;
  const remains =
    remainingCents > 0
      ? `The rest of your payment, ${formatUsd(remainingCents)}, stays charged for this order.`
      : "Your payment for this order has now been refunded in full.";
  const timing = "Depending on your bank it can take 5-10 business days to show on your statement.";
  const bodyHtml = `
<p style="margin:0 0 8px;font-size:22px;">We refunded ${escapeHtml(amount)}</p>
<p style="margin:0 0 24px;color:${palette.muted};">Order number <strong style="color:${palette.ink};">#${escapeHtml(number)}</strong></p>
<p style="margin:0 0 16px;">Reason: ${escapeHtml(reason)}</p>
<p style="margin:0 0 16px;">${escapeHtml(remains)} ${escapeHtml(timing)}</p>
<p style="margin:0;">Reply to this email if you have any questions.</p>`;
  const text = [
    `We refunded ${amount}`,
    `Order number: #${number}`,
    "",
    `Reason: ${reason}`,
    "",
    `${remains} ${timing}`,
    "",
    "Reply to this email if you have any questions.",
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: `${amount} of order #${number} was refunded.`,
    bodyHtml,
    appUrl,
  });
  return { subject, html, text };
}
