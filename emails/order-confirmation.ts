import { dateColumn } from "@/lib/calendar";
import { discountLabel, formatOrderNumber } from "@/lib/orders/order-display";
import { formatUsd } from "@/lib/pricing/money";
import { SHIPPING_METHODS, estimateArrival, type ShippingMethodId } from "@/lib/pricing/shipping";
import type { ChargedTotals } from "@/lib/pricing/totals";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import { addressLines, linesTableHtml, linesText, type EmailAddress, type EmailLine } from "./order-summary";
import type { RenderedEmail } from "./verification-code";
import type { TaxView } from "@/lib/tax/rule";

/** The order's figures (its discount line shows only when it takes more than 0) and what the mail says around them. */
type OrderConfirmationInput = ChargedTotals & {
  /** The tax as charged; its label names the rate ("Sales tax (CA 94105, 8.625 %)"). */
  tax: Pick<TaxView, "label">;
  orderId: string;
  email: string;
  lines: readonly EmailLine[];
  shippingMethod: ShippingMethodId;
  address: EmailAddress;
  placedAt: Date;
  /** The dates promised at checkout ("YYYY-MM-DD"); an order from before the shop made promises has none. */
  shipBy: string | null;
  estimatedDelivery: { from: string; to: string } | null;
  /** The order's read-only page (/orders/view/{token}, 30 days): it opens in any browser, signed in or not. */
  viewUrl: string;
  appUrl: string;
};

const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric" });
// Promised days are calendar days of the shop's calendar, written as such whatever the time zone that renders them.
const calendarDayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

function span(first: string, last: string): string {
  return first === last ? first : `${first} – ${last}`;
}

/**
 * "Mon, Nov 30" or "Mon, Nov 30 – Wed, Dec 2": the window promised at checkout, or for an order from before promises,
 * the method's window (lib/pricing) counted from the order's day.
 */
function arrivalEstimate(
  input: Pick<OrderConfirmationInput, "estimatedDelivery" | "shippingMethod" | "placedAt">,
): string {
  if (input.estimatedDelivery)
    return span(
      calendarDayFormat.format(dateColumn(input.estimatedDelivery.from)),
      calendarDayFormat.format(dateColumn(input.estimatedDelivery.to)),
    );
  const { earliest, latest } = estimateArrival(input.shippingMethod, input.placedAt);
  return span(dayFormat.format(earliest), dayFormat.format(latest));
}

function amountRowsHtml(rows: [string, string][], total: string): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 0;color:${palette.muted};">${label}</td><td align="right" style="padding:4px 0;">${value}</td></tr>`,
    )
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
  const arrival = arrivalEstimate(input);
  const shipBy = input.shipBy ? calendarDayFormat.format(dateColumn(input.shipBy)) : null;
  const address = addressLines(input.address);
  const orderUrl = input.viewUrl;
  const amounts: [string, string][] = [
    ["Subtotal", formatUsd(input.subtotalCents)],
    ...(input.discountCents > 0
      ? [[discountLabel(input.discountCode), `−${formatUsd(input.discountCents)}`] satisfies [string, string]]
      : []),
    [`Shipping (${method.label})`, shippingLabel],
    [input.tax.label, formatUsd(input.taxCents)],
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
${shipBy ? `<p style="margin:0 0 4px;">Ships by: ${escapeHtml(shipBy)}</p>` : ""}
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
    ...(shipBy ? [`Ships by: ${shipBy}`] : []),
    `Estimated arrival: ${arrival}`,
    "",
    `View your order: ${orderUrl}`,
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: `Order #${number}: ${formatUsd(input.totalCents)}, arriving ${arrival}.`,
    bodyHtml,
    appUrl: input.appUrl,
  });
  return { subject, html, text };
}
