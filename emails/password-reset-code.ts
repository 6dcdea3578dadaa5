import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

type PasswordResetEmailInput = { name: string; code: string; validMinutes: number; appUrl: string };

/** The mail carrying a password reset code. The plain-text part has the code alone on its own line. */
export function passwordResetCodeEmail({ name, code, validMinutes, appUrl }: PasswordResetEmailInput): RenderedEmail {
  const subject = `Your Atelier password reset code: ${code}`;
  const resetUrl = `${appUrl}/reset-password`;
  const bodyHtml = `
<p style="margin:0 0 16px;">Hello ${escapeHtml(name)},</p>
<p style="margin:0 0 16px;">Someone asked to reset the password of your Atelier account. Enter this code on the reset page, with a new password:</p>
<p style="margin:24px 0;text-align:center;">
<span style="display:inline-block;padding:16px 14px 16px 24px;background-color:${palette.ivory};border:1px solid ${palette.gold};border-radius:8px;font-family:'Courier New',Courier,monospace;font-size:36px;font-weight:700;letter-spacing:10px;color:${palette.ink};">${escapeHtml(code)}</span>
</p>
<p style="margin:0 0 16px;">The code is valid for <strong>${validMinutes} minutes</strong> and works once. Resetting signs you out everywhere.</p>
<p style="margin:0 0 16px;"><a href="${escapeHtml(resetUrl)}" style="color:${palette.rose};">Open the reset page</a></p>
<p style="margin:0;color:${palette.muted};font-size:14px;">If you did not ask for this, ignore this email: your password stays as it is.</p>`;
  const text = [
    `Hello ${name},`,
    "",
    "Someone asked to reset the password of your Atelier account. Enter this code on the reset page, with a new password:",
    "",
    `    ${code}`,
    "",
    `The code is valid for ${validMinutes} minutes and works once. Resetting signs you out everywhere.`,
    "",
    `Reset page: ${resetUrl}`,
    "",
    "If you did not ask for this, ignore this email: your password stays as it is.",
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: `Your reset code is ${code}. It is valid for ${validMinutes} minutes.`,
    bodyHtml,
    appUrl,
  });
  return { subject, html, text };
}
