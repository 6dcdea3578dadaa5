import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

type AccountExistsEmailInput = { name: string; appUrl: string };

/**
 * The mail an account's owner gets when someone signs up with her email: sign-up answers alike for new and taken
 * emails (so it reveals no account), and this tells the owner what happened instead.
 */
export function accountExistsEmail({ name, appUrl }: AccountExistsEmailInput): RenderedEmail {
  const subject = "Someone tried to sign up with your email at Atelier";
  const loginUrl = `${appUrl}/login`;
  const resetUrl = `${appUrl}/forgot-password`;
  const bodyHtml = `
<p style="margin:0 0 16px;">Hello ${escapeHtml(name)},</p>
<p style="margin:0 0 16px;">Someone just tried to create an Atelier account with this email address. You already have one, so nothing was created and nothing about your account changed.</p>
<p style="margin:0 0 16px;"><a href="${escapeHtml(loginUrl)}" style="color:${palette.rose};">Sign in</a> as usual, or <a href="${escapeHtml(resetUrl)}" style="color:${palette.rose};">reset your password</a> if you have forgotten it.</p>
<p style="margin:0;color:${palette.muted};font-size:14px;">If this was not you, you can ignore this email.</p>`;
  const text = [
    `Hello ${name},`,
    "",
    "Someone just tried to create an Atelier account with this email address. You already have one, so nothing was created and nothing about your account changed.",
    "",
    `Sign in: ${loginUrl}`,
    `Forgot your password? ${resetUrl}`,
    "",
    "If this was not you, you can ignore this email.",
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: "You already have an Atelier account with this email.",
    bodyHtml,
    appUrl,
  });
  return { subject, html, text };
}
