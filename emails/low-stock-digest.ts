import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

export type DigestEntry = { name: string; variant: string | null; stock: number };

type LowStockDigestInput = { day: string; threshold: number; entries: readonly DigestEntry[]; appUrl: string };

function entryText(entry: DigestEntry): string {
  const left = entry.stock === 0 ? "out of stock" : `${entry.stock} left`;
  return `${entry.name}${entry.variant ? ` (${entry.variant})` : ""}: ${left}`;
}

/** "Running low": the pieces and sizes at or under the threshold whose stock changed since the last digest. */
export function lowStockDigestEmail({ day, threshold, entries, appUrl }: LowStockDigestInput): RenderedEmail {
  const count = entries.length === 1 ? "1 piece" : `${entries.length} pieces`;
  const subject = `Running low: ${count} at ${threshold} or fewer`;
  const catalogueUrl = `${appUrl}/admin?availability=low`;
  const rows = entries
    .map(
      (entry) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid ${palette.line};">${escapeHtml(entry.name)}${
          entry.variant ? `<br><span style="color:${palette.muted};">${escapeHtml(entry.variant)}</span>` : ""
        }</td><td style="padding:6px 0;border-bottom:1px solid ${palette.line};text-align:right;white-space:nowrap;${entry.stock === 0 ? `color:${palette.rose};font-weight:700;` : ""}">${
          entry.stock === 0 ? "Out of stock" : `${entry.stock} left`
        }</td></tr>`,
    )
    .join("\n");
  const bodyHtml = `
<p style="margin:0 0 8px;font-size:22px;">Running low</p>
<p style="margin:0 0 16px;color:${palette.muted};">${escapeHtml(day)}: what changed since the last digest, at ${threshold} or fewer in stock.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;">
${rows}
</table>
<p style="margin:0;"><a href="${escapeHtml(catalogueUrl)}" style="color:${palette.rose};">Open the low-stock pieces in the catalogue</a></p>`;
  const text = [
    "Running low",
    `${day}: what changed since the last digest, at ${threshold} or fewer in stock.`,
    "",
    ...entries.map((entry) => `- ${entryText(entry)}`),
    "",
    `Open the low-stock pieces in the catalogue: ${catalogueUrl}`,
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({ title: subject, preheader: `${count} running low.`, bodyHtml, appUrl });
  return { subject, html, text };
}
