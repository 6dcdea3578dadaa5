import { formatOrderNumber } from "@/lib/orders/order-display";
import { buttonHtml } from "./consent-parts";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

type OrderLookupInput = { orderId: string; viewUrl: string; validMinutes: number; appUrl: string };

/** "View your order #…": the read-only link someone asked for on /orders/lookup, and what to do if it was not her. */
export function orderLookupEmail({ orderId, viewUrl, validMinutes, appUrl }: OrderLookupInput): RenderedEmail {
  const number = formatOrderNumber(orderId);
  const subject = `View your Atelier order #${number}`;
  const bodyHtml = `
<p style="margin:0 0 16px;">Hello,</p>
<p style="margin:0 0 16px;">You asked to see your order <strong>#${escapeHtml(number)}</strong>: its status, when it ships and, once it is on its way, how to follow the parcel. This link opens it:</p>
${buttonHtml(viewUrl, "View your order")}
<p style="margin:0;color:${palette.muted};font-size:14px;">The link works for ${validMinutes} minutes. For a new one later, use “Track an order” at the bottom of any page of the shop. If you did not ask for this, you can ignore this email: nobody sees your order without the link.</p>`;
  const text = [
    "Hello,",
    "",
    `You asked to see your order #${number}: its status, when it ships and, once it is on its way, how to follow the parcel. This link opens it:`,
    "",
    viewUrl,
    "",
    `The link works for ${validMinutes} minutes. For a new one later, use “Track an order” at the bottom of any page of the shop. If you did not ask for this, you can ignore this email: nobody sees your order without the link.`,
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: `Your link to order #${number}, valid for ${validMinutes} minutes.`,
    bodyHtml,
    appUrl,
  });
  return { subject, html, text };
}
