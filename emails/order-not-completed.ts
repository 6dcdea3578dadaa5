import { formatUsd } from "@/lib/pricing/money";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import { linesTableHtml, linesText, type EmailLine } from "./order-summary";
import type { RenderedEmail } from "./verification-code";

/**
 * Why the order could not be completed: a piece sold out between the payment and the order; its discount code ran
 * out (used up by buyers whose orders were written first); the checkout had
 * closed (more than an hour old, or replaced) when the payment came in; or the payment could not be taken (the
 * capture was refused, or the amount authorized was not the order's).
 */
export type NotCompletedReason =
  | { kind: "sold_out"; piece: string }
  | { kind: "discount_unavailable"; code: string }
  | { kind: "checkout_closed" }
  | { kind: "quote_unavailable" }
  | { kind: "payment_not_taken" };

type OrderNotCompletedInput = {
  reason: NotCompletedReason;
  lines: readonly EmailLine[];
  totalCents: number;
  appUrl: string;
};

function whatHappened(reason: NotCompletedReason): string {
  switch (reason.kind) {
    case "sold_out":
      return `We are sorry: ${reason.piece} sold out while your payment was being processed, so we could not complete your order.`;
    case "discount_unavailable":
      return `We are sorry: the discount code ${reason.code} ran out while your payment was being processed, so we could not complete your order at its discounted price.`;
    case "quote_unavailable":
      return "We are sorry: this quote had already been paid, or replaced by a newer one, when your payment came in, so we could not complete this order.";
    case "checkout_closed":
      return "We are sorry: your checkout had already closed when your payment came in, so we could not complete your order.";
    case "payment_not_taken":
      return "We are sorry: your payment could not be completed, so we could not complete your order.";
  }
}

/** "We could not complete your order": why, that the card was not charged, and where to go next. */
export function orderNotCompletedEmail({ reason, lines, totalCents, appUrl }: OrderNotCompletedInput): RenderedEmail {
  const subject = "We could not complete your Atelier order";
  const amount = formatUsd(totalCents);
  const shopUrl = `${appUrl}/shop`;
  const why = whatHappened(reason);
  const notCharged = `Your card was not charged. The ${amount} your bank held for this order has been released; depending on your bank, the hold can take a few days to disappear from your account. No order was placed.`;
  const bodyHtml = `
<p style="margin:0 0 16px;">${escapeHtml(why)}</p>
<p style="margin:0 0 16px;"><strong>Your card was not charged.</strong> ${escapeHtml(notCharged.slice("Your card was not charged. ".length))}</p>
<p style="margin:0 0 8px;font-weight:700;">What you tried to order</p>
${linesTableHtml(lines)}
<p style="margin:0 0 16px;">Many pieces are one of a kind, but new ones are added often. Reply to this email if you would like something similar made for you.</p>
<p style="margin:0;"><a href="${escapeHtml(shopUrl)}" style="color:${palette.rose};">Continue shopping</a></p>`;
  const text = [
    why,
    "",
    notCharged,
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
  const html = renderEmailHtml({
    title: subject,
    preheader: `Your card was not charged: the ${amount} hold has been released.`,
    bodyHtml,
    appUrl,
  });
  return { subject, html, text };
}
