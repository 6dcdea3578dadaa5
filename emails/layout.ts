import { escapeHtml } from "./escape";

// The shop's palette (app/globals.css). Mail clients drop <style> blocks and remote assets, so everything is
// inline and there are no images: the brand is set in type.
export const palette = {
  ivory: "#faf6ef",
  sand: "#f3ece1",
  line: "#e4d9c8",
  ink: "#231c22",
  muted: "#5f5359",
  rose: "#8c3b4e",
  gold: "#b08d57",
} as const;

const serif = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const sans = "Inter, 'Helvetica Neue', Arial, sans-serif";

type EmailShell = { title: string; preheader: string; bodyHtml: string; appUrl: string };

/** The branded HTML frame around a message body: a 560-px card on ivory, table-based for old mail clients. */
export function renderEmailHtml({ title, preheader, bodyHtml, appUrl }: EmailShell): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${palette.ivory};color:${palette.ink};font-family:${sans};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:${palette.ivory};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background-color:#ffffff;border:1px solid ${palette.line};border-radius:12px;">
<tr><td align="center" style="padding:28px 32px 8px;border-bottom:1px solid ${palette.line};">
<p style="margin:0;font-family:${serif};font-size:32px;letter-spacing:6px;color:${palette.ink};">ATELIER</p>
<p style="margin:4px 0 16px;font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${palette.muted};">Handmade jewelry</p>
</td></tr>
<tr><td style="padding:28px 32px;font-size:16px;line-height:1.6;color:${palette.ink};">
${bodyHtml}
</td></tr>
<tr><td style="padding:20px 32px;background-color:${palette.sand};border-radius:0 0 12px 12px;font-size:12px;line-height:1.5;color:${palette.muted};">
Atelier · handmade jewelry from a one-person studio · <a href="${escapeHtml(appUrl)}" style="color:${palette.rose};">${escapeHtml(appUrl.replace(/^https?:\/\//, ""))}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
