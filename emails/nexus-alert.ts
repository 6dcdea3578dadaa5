import { formatUsd } from "@/lib/pricing/money";
import type { NexusRow } from "@/lib/tax/nexus";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

type NexusAlertInput = {
  year: number;
  /** The states that just turned approaching or over, where she is not registered. */
  rows: readonly Pick<NexusRow, "state" | "grossSalesCents" | "orders" | "threshold" | "status">[];
  notice: string;
  appUrl: string;
};

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

function lineOf(row: NexusAlertInput["rows"][number]): string {
  const { sales, transactions } = row.threshold;
  const line = `${dollars.format(sales)}${transactions === null ? "" : ` or ${transactions} orders`}`;
  const where = row.status === "over" ? "over the line" : "at 80 % of the line or more";
  return `${row.state}: ${formatUsd(row.grossSalesCents)} in ${row.orders === 1 ? "1 order" : `${row.orders} orders`}, ${where} (${line}; ${row.threshold.source})`;
}

/**
 * "Sales tax: TX nears its line": the first time in a year a state where she is not registered reaches 80 % of its
 * economic-nexus threshold, or passes it, what she sold there against the line, and where to look.
 */
export function nexusAlertEmail({ year, rows, notice, appUrl }: NexusAlertInput): RenderedEmail {
  const states = rows.map((row) => row.state).join(", ");
  const anyOver = rows.some((row) => row.status === "over");
  const subject = `Sales tax: ${states} ${anyOver ? "reached" : "nears"} the economic-nexus line for ${year}`;
  const taxUrl = `${appUrl}/admin/tax`;
  const intro = `Your sales in ${year} to ${rows.length === 1 ? "this state" : "these states"}, where you are not registered to collect sales tax, reached 80 % or more of the state's economic-nexus threshold. Past the line, a state expects you to register and collect its sales tax.`;
  const items = rows.map((row) => `<li style="margin:0 0 8px;">${escapeHtml(lineOf(row))}</li>`).join("\n");
  const bodyHtml = `
<p style="margin:0 0 8px;font-size:22px;">Sales tax: ${escapeHtml(states)}</p>
<p style="margin:0 0 16px;">${escapeHtml(intro)}</p>
<ul style="margin:0 0 16px;padding-left:20px;">
${items}
</ul>
<p style="margin:0 0 16px;"><a href="${escapeHtml(taxUrl)}" style="color:${palette.rose};">See every state and your registrations</a></p>
<p style="margin:0;font-size:13px;color:${palette.muted};">${escapeHtml(notice)}</p>`;
  const text = [
    `Sales tax: ${states}`,
    intro,
    "",
    ...rows.map((row) => `- ${lineOf(row)}`),
    "",
    `See every state and your registrations: ${taxUrl}`,
    "",
    notice,
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({ title: subject, preheader: intro, bodyHtml, appUrl });
  return { subject, html, text };
}
