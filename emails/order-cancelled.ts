import { formatOrderNumber } from "@/lib/orders/order-display";
import { formatUsd } from "@/lib/pricing/money";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import { linesTableHtml, linesText, type EmailLine } from "./order-summary";
import type { RenderedEmail } from "./verification-code";

type OrderCancelledInput = {
  orderId: string;
  lines: readonly EmailLine[];
  /** What was given back: the order's total, in full. */
  totalCents: number;
  /** refunded: the money had been taken and goes back; voided: it had only been held, and the hold is released. */
  release: "refunded" | "voided";
  appUrl: string;
};

/** "Your order was cancelled": which order, that the full amount was refunded (or never charged), and when it shows. */
export function orderCancelledEmail({
  orderId,
  lines,
  totalCents,
  release,
  appUrl,
}: OrderCancelledInput): RenderedEmail {
  const number = formatOrderNumber(orderId);
  const amount = formatUsd(totalCents);
  const subject =
    release === "refunded"
      ? `Cancelled: your Atelier order #${number} has been refunded`
      : `Cancelled: your Atelier order #${number} (your card was not charged)`;
  const money =
    release === "refunded"
      ? `Your payment of ${amount} has been refunded in full. Depending on your bank it can take 5-10 business days to show on your statement.`
      : `Your card was not charged. The ${amount} your bank held for this order has been released; the hold can take a few days to disappear from your account.`;
  const shopUrl = `${appUrl}/shop`;
  const bodyHtml = `
<p style="margin:0 0 8px;font-size:22px;">Your order was cancelled</p>
<p style="margin:0 0 24px;color:${palette.muted};">Order number <strong style="color:${palette.ink};">#${escapeHtml(number)}</strong></p>
<p style="margin:0 0 16px;">We are sorry: we had to cancel your order, and nothing will be shipped.</p>
<p style="margin:0 0 16px;">${escapeHtml(money)}</p>
${linesTableHtml(lines)}
<p style="margin:0 0 16px;">Reply to this email if you have any questions.</p>
<p style="margin:0;"><a href="${escapeHtml(shopUrl)}" style="color:${palette.rose};">Continue shopping</a></p>`;
  const text = [
    "Your order was cancelled",
    `Order number: #${number}`,
    "",
    "We are sorry: we had to cancel your order, and nothing will be shipped.",
    "",
    money,
    "",
    ...linesText(lines),
    "",
    "Reply to this email if you have any questions.",
    "",
    `Continue shopping: ${shopUrl}`,
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader:
      release === "refunded"
        ? `Order #${number} was cancelled; your ${amount} payment was refunded in full.`
        : `Order #${number} was cancelled; your card was not charged.`,
    bodyHtml,
    appUrl,
  });
  return { subject, html, text };
}
