import { formatUsd } from "@/lib/pricing/money";
import { buttonHtml } from "./consent-parts";
import { quotedTextHtml } from "./custom-request";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

type QuoteMail = {
  name: string;
  description: string;
  priceCents: number;
  leadTimeDays: number;
  /** "Friday, December 11, 2026": the last day the quote can be accepted. */
  validUntil: string;
  quoteUrl: string;
  appUrl: string;
};

const businessDays = (days: number) =>
  days === 0 ? "ready to ship right away" : `made in ${days} business day${days === 1 ? "" : "s"} once paid`;

/** The quote: the piece as the maker describes it, its price, how long it takes, and the link to accept and pay. */
export function customQuoteEmail(quote: QuoteMail): RenderedEmail {
  const subject = `Your quote from Atelier: ${formatUsd(quote.priceCents)}`;
  const bodyHtml = `
<p style="margin:0 0 16px;">Hello ${escapeHtml(quote.name)},</p>
<p style="margin:0 0 16px;">Thank you for your patience. Here is what I would make for you:</p>
${quotedTextHtml(quote.description)}
<p style="margin:0 0 16px;"><strong>${formatUsd(quote.priceCents)}</strong>, ${businessDays(quote.leadTimeDays)}. Shipping and tax are added at checkout.</p>
${buttonHtml(quote.quoteUrl, "See the quote and pay")}
<p style="margin:0 0 16px;color:${palette.muted};font-size:14px;">You can accept it until ${escapeHtml(quote.validUntil)}. If you would like something changed, just reply to this email.</p>`;
  const text = [
    `Hello ${quote.name},`,
    "",
    "Thank you for your patience. Here is what I would make for you:",
    "",
    quote.description,
    "",
    `${formatUsd(quote.priceCents)}, ${businessDays(quote.leadTimeDays)}. Shipping and tax are added at checkout.`,
    "",
    `See the quote and pay: ${quote.quoteUrl}`,
    "",
    `You can accept it until ${quote.validUntil}. If you would like something changed, just reply to this email.`,
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: `${formatUsd(quote.priceCents)}, ${businessDays(quote.leadTimeDays)}.`,
    bodyHtml,
    appUrl: quote.appUrl,
  });
  return { subject, html, text };
}

/** The decline: the maker's own words, and that nothing was charged. */
export function customRequestDeclinedEmail({
  name,
  message,
  appUrl,
}: {
  name: string;
  message: string;
  appUrl: string;
}): RenderedEmail {
  const subject = "About your request for a custom piece";
  const bodyHtml = `
<p style="margin:0 0 16px;">Hello ${escapeHtml(name)},</p>
<p style="margin:0 0 16px;">Thank you for asking me for a custom piece. I am sorry to say I cannot make this one:</p>
${quotedTextHtml(message)}
<p style="margin:0 0 16px;">Nothing has been charged. You are welcome to browse the shop or send a new request at any time.</p>`;
  const text = [
    `Hello ${name},`,
    "",
    "Thank you for asking me for a custom piece. I am sorry to say I cannot make this one:",
    "",
    message,
    "",
    "Nothing has been charged. You are welcome to browse the shop or send a new request at any time.",
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: "An answer to your request for a custom piece.",
    bodyHtml,
    appUrl,
  });
  return { subject, html, text };
}
