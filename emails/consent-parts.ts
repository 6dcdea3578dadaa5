import { escapeHtml } from "./escape";
import { palette } from "./layout";

// The pieces every consent mail shares: a button-like link, and the footer that says how to stop the mail.

/** A link drawn as a button (mail clients keep an inline-styled <a>, not a <button>). */
export function buttonHtml(href: string, label: string): string {
  return `<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;background-color:${palette.rose};color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600;">${escapeHtml(label)}</a></p>`;
}

/** The small print under a consent mail: why she gets it and the link that stops it. */
export function stopHtml(why: string, unsubscribeUrl: string, linkText: string): string {
  return `<p style="margin:24px 0 0;color:${palette.muted};font-size:13px;">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:${palette.rose};">${escapeHtml(linkText)}</a></p>`;
}
