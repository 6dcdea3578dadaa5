import { buttonHtml, stopHtml } from "./consent-parts";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

type StockAlertConfirmInput = {
  pieceName: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  validDays: number;
  appUrl: string;
};

/** Asks the address to confirm a back-in-stock alert (double opt-in): nothing is sent until she does. */
export function stockAlertConfirmEmail({
  pieceName,
  confirmUrl,
  unsubscribeUrl,
  validDays,
  appUrl,
}: StockAlertConfirmInput): RenderedEmail {
  const subject = `Confirm your alert for ${pieceName}`;
  const bodyHtml = `
<p style="margin:0 0 16px;">Hello,</p>
<p style="margin:0 0 16px;">Someone asked Atelier to email this address when <strong>${escapeHtml(pieceName)}</strong> is back in stock. Confirm, and you will get one email when it is back:</p>
${buttonHtml(confirmUrl, "Confirm the alert")}
<p style="margin:0 0 16px;color:${palette.muted};font-size:14px;">The link works for ${validDays} days. If you did not ask for this, ignore this email: nothing more will be sent.</p>
${stopHtml("Back-in-stock emails from Atelier.", unsubscribeUrl, "Stop all back-in-stock emails to this address")}`;
  const text = [
    "Hello,",
    "",
    `Someone asked Atelier to email this address when ${pieceName} is back in stock. Confirm, and you will get one email when it is back:`,
    "",
    confirmUrl,
    "",
    `The link works for ${validDays} days. If you did not ask for this, ignore this email: nothing more will be sent.`,
    "",
    `Stop all back-in-stock emails to this address: ${unsubscribeUrl}`,
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: `One click and we will tell you when ${pieceName} is back.`,
    bodyHtml,
    appUrl,
  });
  return { subject, html, text };
}
