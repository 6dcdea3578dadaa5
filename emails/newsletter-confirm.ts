import { buttonHtml } from "./consent-parts";
import { renderEmailHtml, palette } from "./layout";
import type { RenderedEmail } from "./verification-code";

type NewsletterConfirmInput = { confirmUrl: string; validDays: number; appUrl: string };

/** Asks the address to confirm the newsletter (double opt-in): nothing else is sent until she does. */
export function newsletterConfirmEmail({ confirmUrl, validDays, appUrl }: NewsletterConfirmInput): RenderedEmail {
  const subject = "Confirm your subscription to Atelier's newsletter";
  const bodyHtml = `
<p style="margin:0 0 16px;">Hello,</p>
<p style="margin:0 0 16px;">Someone asked for Atelier's newsletter at this address: a short note when a new drop of handmade pieces is ready, a few times a year. Confirm, and you are on the list:</p>
${buttonHtml(confirmUrl, "Confirm my subscription")}
<p style="margin:0;color:${palette.muted};font-size:14px;">The link works for ${validDays} days. If you did not ask for this, ignore this email: you will not be subscribed.</p>`;
  const text = [
    "Hello,",
    "",
    "Someone asked for Atelier's newsletter at this address: a short note when a new drop of handmade pieces is ready, a few times a year. Confirm, and you are on the list:",
    "",
    confirmUrl,
    "",
    `The link works for ${validDays} days. If you did not ask for this, ignore this email: you will not be subscribed.`,
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: "One click to get a note when a new drop is ready.",
    bodyHtml,
    appUrl,
  });
  return { subject, html, text };
}
