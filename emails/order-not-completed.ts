// Pure on purpose: the mail a buyer gets when their payment went through but the piece had sold out meanwhile.
import { formatUsd } from "@/lib/pricing/money";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import { linesTableHtml, linesText, type EmailLine } from "./order-summary";
import type { RenderedEmail } from "./verification-code";

export type OrderNotCompletedInput = {
  /** The piece that ran out. */
  soldOut: string;
  lines: readonly EmailLine[];
  totalCents: number;
  appUrl: string;
};

/** "We could not complete your order": what sold out, that nothing was kept, and where to go next. */
export function orderNotCompletedEmail({ soldOut, lines, totalCents, appUrl }: OrderNotCompletedInput): RenderedEmail {
  const subject = "We could not complete your Atelier order";
  const amount = formatUsd(totalCents);
  const shopUrl = `${appUrl}/shop`;
  const bodyHtml = `
<p style="margin:0 0 16px;">We are sorry: <strong>${escapeHtml(soldOut)}</strong> sold out while your payment was being processed, so we could not complete your order.</p>
<p style="margin:0 0 16px;">Your payment of <strong>${amount}</strong> has been refunded in full. Depending on your bank it can take 5–10 business days to show on your statement. No order was placed and nothing else was charged.</p>
<p style="margin:0 0 8px;font-weight:700;">What you tried to order</p>
${linesTableHtml(lines)}
<p style="margin:0 0 16px;">Many pieces are one of a kind, but new ones are added often. Reply to this email if you would like something similar made for you.</p>
<p style="margin:0;"><a href="${escapeHtml(shopUrl)}" style="color:${palette.rose};">Continue shopping</a></p>`;
  const text = [
    `We are sorry: ${soldOut} sold out while your payment was being processed, so we could not complete your order.`,
    "",
    `Your payment of ${amount} has been refunded in full. Depending on your bank it can take 5-10 business days to show on your statement. No order was placed and nothing else was charged.`,
    "",
    "What you tried to order:",
    ...linesText(lines),
    "",
    "Many pieces are one of a kind, but new ones are added often. Reply to this email if you would like something similar made for you.",
    "",
    `Continue shopping: ${shopUrl}`,
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({ title: subject, preheader: `${soldOut} sold out; your ${amount} payment was refunded in full.`, bodyHtml, appUrl });
  return { subject, html, text };
}
