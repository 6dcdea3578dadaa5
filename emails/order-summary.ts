import type { ShippingAddressSnapshot } from "@/lib/orders/dto";
import { formatUsd } from "@/lib/pricing/money";
import { escapeHtml } from "./escape";
import { palette } from "./layout";

/** The part of an order's address snapshot a parcel label needs. */
export type EmailAddress = Pick<
  ShippingAddressSnapshot,
  "first_name" | "last_name" | "address_line_1" | "address_line_2" | "city" | "state" | "postal_code"
>;

/** A line as the mails show it; `details` is the size or length and the buyer's text ("Ring size: 7 · “A+J”"). */
export type EmailLine = { name: string; quantity: number; unitPriceCents: number; details?: string };

/** The address as lines of text, the way a parcel label reads. */
export function addressLines(address: EmailAddress): string[] {
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    address.address_line_1,
    ...(address.address_line_2 ? [address.address_line_2] : []),
    `${address.city}, ${address.state} ${address.postal_code}`,
  ];
}

function lineTotalCents(line: EmailLine): number {
  return line.unitPriceCents * line.quantity;
}

/** The items as an HTML table: name × quantity on the left, the line's amount on the right. */
export function linesTableHtml(lines: readonly EmailLine[]): string {
  const rows = lines
    .map(
      (line) => `<tr>
<td style="padding:8px 0;border-bottom:1px solid ${palette.line};">${escapeHtml(line.name)} <span style="color:${palette.muted};">× ${line.quantity}</span>${line.details ? `<br><span style="font-size:13px;color:${palette.muted};">${escapeHtml(line.details)}</span>` : ""}</td>
<td align="right" style="padding:8px 0;border-bottom:1px solid ${palette.line};white-space:nowrap;">${formatUsd(lineTotalCents(line))}</td>
</tr>`,
    )
    .join("\n");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">\n${rows}\n</table>`;
}

/** The items as plain-text lines. */
export function linesText(lines: readonly EmailLine[]): string[] {
  return lines.map(
    (line) =>
      `${line.name}${line.details ? ` (${line.details})` : ""} × ${line.quantity}  ${formatUsd(lineTotalCents(line))}`,
  );
}
