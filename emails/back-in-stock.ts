import { buttonHtml, stopHtml } from "./consent-parts";
import { escapeHtml } from "./escape";
import { renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

type BackInStockInput = { pieceName: string; productUrl: string; unsubscribeUrl: string; appUrl: string };

/** The one mail a confirmed alert sends: the piece (or its size) is for sale again; the alert then ends. */
export function backInStockEmail({ pieceName, productUrl, unsubscribeUrl, appUrl }: BackInStockInput): RenderedEmail {
  const subject = `${pieceName} is back in stock`;
  const bodyHtml = `
<p style="margin:0 0 16px;">Hello,</p>
<p style="margin:0 0 16px;">Good news: <strong>${escapeHtml(pieceName)}</strong> is back in stock at Atelier. Pieces are made in small batches, so it may not stay long.</p>
${buttonHtml(productUrl, "See the piece")}
<p style="margin:0 0 16px;">This was the one email your alert sends: it has now ended.</p>
${stopHtml("You asked for this alert on the piece's page.", unsubscribeUrl, "Stop all back-in-stock emails to this address")}`;
  const text = [
    "Hello,",
    "",
    `Good news: ${pieceName} is back in stock at Atelier. Pieces are made in small batches, so it may not stay long.`,
    "",
    `See the piece: ${productUrl}`,
    "",
    "This was the one email your alert sends: it has now ended.",
    "",
    `Stop all back-in-stock emails to this address: ${unsubscribeUrl}`,
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({ title: subject, preheader: `${pieceName} can be ordered again.`, bodyHtml, appUrl });
  return { subject, html, text };
}
