import { formatOrderNumber } from "@/lib/orders/order-display";
import { CARRIER_LABELS, type Tracking } from "@/lib/orders/tracking";
import { SHIPPING_METHODS, type ShippingMethodId } from "@/lib/pricing/shipping";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import { addressLines, linesTableHtml, linesText, type EmailAddress, type EmailLine } from "./order-summary";
import type { RenderedEmail } from "./verification-code";

type OrderShippedInput = {
  orderId: string;
  lines: readonly EmailLine[];
  shippingMethod: ShippingMethodId;
  address: EmailAddress | null;
  /** The parcel's tracking, when the maker gave it. */
  tracking: Tracking | null;
  /** The order's read-only page (/orders/view/{token}, 30 days): it opens in any browser, signed in or not. */
  viewUrl: string;
  appUrl: string;
};

/** The tracking block: carrier, number and the link to follow the parcel (none when the maker shipped without). */
function trackingParts(tracking: Tracking | null): { html: string; text: string[] } {
  if (!tracking) return { html: "", text: [] };
  const carrier = CARRIER_LABELS[tracking.carrier];
  return {
    html: `<p style="margin:0 0 4px;font-weight:700;">Tracking</p>
<p style="margin:0 0 16px;">${escapeHtml(carrier)} ${escapeHtml(tracking.number)}<br><a href="${escapeHtml(tracking.url)}" style="color:${palette.rose};">Track your parcel</a></p>`,
    text: ["", `Tracking: ${carrier} ${tracking.number}`, `Track your parcel: ${tracking.url}`],
  };
}

/** "Your order has shipped": which order, what is in the parcel, where it goes and how fast. */
export function orderShippedEmail(input: OrderShippedInput): RenderedEmail {
  const number = formatOrderNumber(input.orderId);
  const subject = `Shipped: your Atelier order #${number} is on its way`;
  const method = SHIPPING_METHODS[input.shippingMethod];
  const address = input.address ? addressLines(input.address) : [];
  const orderUrl = input.viewUrl;
  const addressHtml = address.length
    ? `<p style="margin:0 0 4px;font-weight:700;">Shipping to</p>
<p style="margin:0 0 16px;">${address.map(escapeHtml).join("<br>")}</p>`
    : "";
  const tracking = trackingParts(input.tracking);
  const bodyHtml = `
<p style="margin:0 0 8px;font-size:22px;">Your order has shipped</p>
<p style="margin:0 0 24px;color:${palette.muted};">Order number <strong style="color:${palette.ink};">#${escapeHtml(number)}</strong></p>
<p style="margin:0 0 16px;">Good news: your pieces have left the studio by ${escapeHtml(method.label)} shipping (${escapeHtml(method.transit)}).</p>
${tracking.html}
${linesTableHtml(input.lines)}
${addressHtml}
<p style="margin:0;"><a href="${escapeHtml(orderUrl)}" style="color:${palette.rose};">View your order</a></p>`;
  const text = [
    "Your order has shipped",
    `Order number: #${number}`,
    "",
    `Good news: your pieces have left the studio by ${method.label} shipping (${method.transit}).`,
    ...tracking.text,
    "",
    ...linesText(input.lines),
    ...(address.length ? ["", "Shipping to:", ...address] : []),
    "",
    `View your order: ${orderUrl}`,
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: `Order #${number} is on its way to you.`,
    bodyHtml,
    appUrl: input.appUrl,
  });
  return { subject, html, text };
}
