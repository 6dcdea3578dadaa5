import { formatOrderNumber } from "@/lib/orders/order-display";
import { formatUsd } from "@/lib/pricing/money";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

type RefundReturnedInput = {
  orderId: string;
  /** What the refund was to give back. */
  amountCents: number;
  /** The bank's reason, in the payment service's words. */
  failure: string;
  /** The buyer's address, so the maker can write to them. */
  buyerEmail: string;
  appUrl: string;
};

/**
 * "The bank sent a refund back": the buyer was told the money was on its way and has not received it; the money is
 * back with the shop, and the maker decides how it reaches the buyer (refund again from the order page, or otherwise).
 */
export function refundReturnedEmail({
  orderId,
  amountCents,
  failure,
  buyerEmail,
  appUrl,
}: RefundReturnedInput): RenderedEmail {
  const number = formatOrderNumber(orderId);
  const amount = formatUsd(amountCents);
  const subject = `The bank sent back a refund of ${amount} for order #${number}`;
  const orderUrl = `${appUrl}/admin/orders/${encodeURIComponent(orderId)}`;
  const meaning = `The refund had gone through and the buyer (${buyerEmail}) was told so, but their bank returned it: the money is back with the shop, not with them.`;
  const next =
    "Refund it again from the order page once the buyer has a card that takes it, or return it another way and write to them.";
  const bodyHtml = `
<p style="margin:0 0 8px;font-size:22px;">A refund came back</p>
<p style="margin:0 0 24px;color:${palette.muted};">Order number <strong style="color:${palette.ink};">#${escapeHtml(number)}</strong> · ${escapeHtml(amount)}</p>
<p style="margin:0 0 16px;">${escapeHtml(failure)}</p>
<p style="margin:0 0 16px;">${escapeHtml(meaning)}</p>
<p style="margin:0 0 16px;">${escapeHtml(next)}</p>
<p style="margin:0;"><a href="${escapeHtml(orderUrl)}" style="color:${palette.rose};">Open order #${escapeHtml(number)}</a></p>`;
  const text = [
    "A refund came back",
    `Order number: #${number} · ${amount}`,
    "",
    failure,
    "",
    meaning,
    "",
    next,
    "",
    `Open the order: ${orderUrl}`,
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: `${amount} of order #${number} did not reach the buyer.`,
    bodyHtml,
    appUrl,
  });
  return { subject, html, text };
}
