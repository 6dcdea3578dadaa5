// Pure on purpose: renders the confirmation from the order's own figures; the outbox sends it (once per order).
import { formatOrderNumber } from "@/lib/orders/order-display";
import { formatUsd } from "@/lib/pricing/money";
import { SHIPPING_METHODS, estimateArrival, type ShippingMethodId } from "@/lib/pricing/shipping";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import { addressLines, linesTableHtml, linesText, type EmailAddress, type EmailLine } from "./order-summary";
import type { RenderedEmail } from "./verification-code";

type OrderConfirmationInput = {
  orderId: string;
  email: string;
  lines: readonly EmailLine[];
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  shippingMethod: ShippingMethodId;
  address: EmailAddress;
  placedAt: Date;
  appUrl: string;
};

const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric" });

/** "Mon, Nov 30" or "Mon, Nov 30 – Wed, Dec 2": the method's arrival window (lib/pricing), counted from the order's day. */
function arrivalEstimate(method: ShippingMethodId, placedAt: Date): string {
  const { earliest, latest } = estimateArrival(method, placedAt);
  const first = dayFormat.format(earliest);
  const last = dayFormat.format(latest);
  return first === last ? first : `${first} – ${last}`;
}

function amountRowsHtml(rows: [string, string][], total: string): string {
  const cells = rows
    .map(([label, value]) => `<tr><td style="padding:4px 0;color:${palette.muted};">${label}</td><td align="right" style="padding:4px 0;">${value}</td></tr>`)
    .join("\n");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;font-size:15px;">
${cells}
<tr><td style="padding:8px 0 0;border-top:1px solid ${palette.line};font-weight:700;">Total</td><td align="right" style="padding:8px 0 0;border-top:1px solid ${palette.line};font-weight:700;">${total}</td></tr>
</table>`;
}

/** The order confirmation: number, items, subtotal, shipping, tax, total, address, method and arrival estimate. */
export function orderConfirmationEmail(input: OrderConfirmationInput): RenderedEmail {
  const number = formatOrderNumber(input.orderId);
  const subject = `Order Confirmed: your Atelier order #${number}`;
  const method = SHIPPING_METHODS[input.shippingMethod];
  const shippingLabel = input.shippingCents === 0 ? "Free" : formatUsd(input.shippingCents);
  const arrival = arrivalEstimate(input.shippingMethod, input.placedAt);
  const address = addressLines(input.address);
  const orderUrl = `${input.appUrl}/order-confirmation/${encodeURIComponent(input.orderId)}`;
  const amounts: [string, string][] = [
    ["Subtotal", formatUsd(input.subtotalCents)],
    [`Shipping (${method.label})`, shippingLabel],
    ["Tax", formatUsd(input.taxCents)],
  ];
  const bodyHtml = `
<p style="margin:0 0 8px;font-size:22px;">Order Confirmed</p>
<p style="margin:0 0 24px;color:${palette.muted};">Order number <strong style="color:${palette.ink};">#${escapeHtml(number)}</strong></p>
<p style="margin:0 0 16px;">Thank you for your order. Your pieces are being packed by hand.</p>
${linesTableHtml(input.lines)}
${amountRowsHtml(amounts, formatUsd(input.totalCents))}
<p style="margin:0 0 4px;font-weight:700;">Shipping to</p>
<p style="margin:0 0 16px;">${address.map(escapeHtml).join("<br>")}</p>
<p style="margin:0 0 4px;font-weight:700;">${escapeHtml(method.label)} shipping (${escapeHtml(method.transit)})</p>
<p style="margin:0 0 24px;">Estimated arrival: ${escapeHtml(arrival)}</p>
<p style="margin:0;"><a href="${escapeHtml(orderUrl)}" style="color:${palette.rose};">View your order</a></p>`;
  const text = [
    "Order Confirmed",
    `Order number: #${number}`,
    "",
    "Thank you for your order. Your pieces are being packed by hand.",
    "",
    ...linesText(input.lines),
    "",
    ...amounts.map(([label, value]) => `${label}: ${value}`),
    `Total: ${formatUsd(input.totalCents)}`,
    "",
    "Shipping to:",
    ...address,
    "",
    `${method.label} shipping (${method.transit})`,
    `Estimated arrival: ${arrival}`,
    "",
    `View your order: ${orderUrl}`,
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({ title: subject, preheader: `Order #${number}: ${formatUsd(input.totalCents)}, arriving ${arrival}.`, bodyHtml, appUrl: input.appUrl });
  return { subject, html, text };
}
