import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";

type VerificationEmailInput = { name: string; code: string; validMinutes: number; appUrl: string };
export type RenderedEmail = { subject: string; html: string; text: string };

/** The mail carrying a sign-up verification code. The plain-text part has the code alone on its own line. */
export function verificationCodeEmail({ name, code, validMinutes, appUrl }: VerificationEmailInput): RenderedEmail {
  const subject = `Your Atelier verification code: ${code}`;
  const verifyUrl = `${appUrl}/verify-email`;
  const bodyHtml = `
<p style="margin:0 0 16px;">Hello ${escapeHtml(name)},</p>
<p style="margin:0 0 16px;">Welcome to Atelier. Enter this code on the verification page to confirm your email address:</p>
<p style="margin:24px 0;text-align:center;">
<span style="display:inline-block;padding:16px 14px 16px 24px;background-color:${palette.ivory};border:1px solid ${palette.gold};border-radius:8px;font-family:'Courier New',Courier,monospace;font-size:36px;font-weight:700;letter-spacing:10px;color:${palette.ink};">${escapeHtml(code)}</span>
</p>
<p style="margin:0 0 16px;">The code is valid for <strong>${validMinutes} minutes</strong> and works once.</p>
<p style="margin:0 0 16px;"><a href="${escapeHtml(verifyUrl)}" style="color:${palette.rose};">Open the verification page</a></p>
<p style="margin:0;color:${palette.muted};font-size:14px;">If you did not create an Atelier account, you can ignore this email.</p>`;
  const text = [
    `Hello ${name},`,
    "",
    "Welcome to Atelier. Enter this code on the verification page to confirm your email address:",
    "",
    `    ${code}`,
    "",
    `The code is valid for ${validMinutes} minutes and works once.`,
    "",
    `Verification page: ${verifyUrl}`,
    "",
    "If you did not create an Atelier account, you can ignore this email.",
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: `Your code is ${code}. It is valid for ${validMinutes} minutes.`,
    bodyHtml,
    appUrl,
  });
  return { subject, html, text };
}
