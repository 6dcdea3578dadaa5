import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

type SignUpPasswordEmailInput = { code: string; validMinutes: number; appUrl: string };

/**
 * The mail an address gets when a sign-up with it, not yet confirmed, is made again with another password: nobody
 * can tell which sign-up was the mailbox owner's, so neither password was kept and she chooses hers with this code
 * (lib/auth/registration.ts). No name in it: whoever typed the name is not known either.
 */
export function signUpPasswordCodeEmail({ code, validMinutes, appUrl }: SignUpPasswordEmailInput): RenderedEmail {
  const subject = `Finish signing up at Atelier: choose your password with code ${code}`;
  const resetUrl = `${appUrl}/reset-password`;
  const bodyHtml = `
<p style="margin:0 0 16px;">Hello,</p>
<p style="margin:0 0 16px;">Someone signed up at Atelier with this email address again, with a different password, before the first sign-up was confirmed. It may have been you, or someone else. So that only the owner of this mailbox can finish signing up, neither password was kept, and any code we sent before no longer works.</p>
<p style="margin:0 0 16px;">To finish signing up, enter this code on the password reset page (not the verification page) with your email address and the password you want:</p>
<p style="margin:24px 0;text-align:center;">
<span style="display:inline-block;padding:16px 14px 16px 24px;background-color:${palette.ivory};border:1px solid ${palette.gold};border-radius:8px;font-family:'Courier New',Courier,monospace;font-size:36px;font-weight:700;letter-spacing:10px;color:${palette.ink};">${escapeHtml(code)}</span>
</p>
<p style="margin:0 0 16px;">The code is valid for <strong>${validMinutes} minutes</strong> and works once.</p>
<p style="margin:0 0 16px;"><a href="${escapeHtml(resetUrl)}" style="color:${palette.rose};">Open the password reset page</a></p>
<p style="margin:0;color:${palette.muted};font-size:14px;">If you did not sign up at Atelier, you can ignore this email: nobody can finish the sign-up without this code.</p>`;
  const text = [
    "Hello,",
    "",
    "Someone signed up at Atelier with this email address again, with a different password, before the first sign-up was confirmed. It may have been you, or someone else. So that only the owner of this mailbox can finish signing up, neither password was kept, and any code we sent before no longer works.",
    "",
    "To finish signing up, enter this code on the password reset page (not the verification page) with your email address and the password you want:",
    "",
    `    ${code}`,
    "",
    `The code is valid for ${validMinutes} minutes and works once.`,
    "",
    `Password reset page: ${resetUrl}`,
    "",
    "If you did not sign up at Atelier, you can ignore this email: nobody can finish the sign-up without this code.",
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: `Choose your password with code ${code}. It is valid for ${validMinutes} minutes.`,
    bodyHtml,
    appUrl,
  });
  return { subject, html, text };
}
