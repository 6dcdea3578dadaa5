import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

type AccountDeletedEmailInput = { name: string; appUrl: string };

/**
 * The last mail of a deleted account: it confirms what went and what the shop keeps (orders, for its books), so a
 * member who did not ask for it knows at once.
 */
export function accountDeletedEmail({ name, appUrl }: AccountDeletedEmailInput): RenderedEmail {
  const subject = "Your Atelier account is deleted";
  const contactUrl = `${appUrl}/contact`;
  const gone =
    "your sign-in, saved addresses, cart, commission requests, back-in-stock alerts and newsletter subscription";
  const kept =
    "The orders you placed stay in the shop's books, as the law asks, but without your name, address or email, and they no longer belong to an account.";
  const bodyHtml = `
<p style="margin:0 0 16px;">Hello ${escapeHtml(name)},</p>
<p style="margin:0 0 16px;">As you asked, your Atelier account is deleted, and with it ${gone}.</p>
<p style="margin:0 0 16px;">${kept}</p>
<p style="margin:0 0 16px;">You are welcome back any time: a new account can be made with this same address.</p>
<p style="margin:0;color:${palette.muted};font-size:14px;">If you did not ask for this, <a href="${escapeHtml(contactUrl)}" style="color:${palette.rose};">write to us</a> straight away.</p>`;
  const text = [
    `Hello ${name},`,
    "",
    `As you asked, your Atelier account is deleted, and with it ${gone}.`,
    "",
    kept,
    "",
    "You are welcome back any time: a new account can be made with this same address.",
    "",
    `If you did not ask for this, write to us straight away: ${contactUrl}`,
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: "Your account and what was kept with it are gone.",
    bodyHtml,
    appUrl,
  });
  return { subject, html, text };
}
