import "server-only";
import { env } from "@/lib/env";
import { listBookLines, type BookLine, type DayRange } from "@/lib/reports/books";
import { formatOrderNumber } from "@/lib/orders/order-display";
import { csvDollars, toCsv, type CsvCell } from "@/lib/reports/csv";

/** The export's columns, in order. */
export const ORDERS_EXPORT_HEADER = [
  "number",
  "date",
  "status",
  "email",
  "name",
  "state",
  "ZIP",
  "piece",
  "variant",
  "personalization",
  "quantity",
  "price",
  "discount",
  "shipping",
  "tax",
  "total",
  "refunded",
  "payment id",
] as const;

function variantOf(line: BookLine): string | null {
  if (!line.variantLabel) return null;
  return line.variantName ? `${line.variantName}: ${line.variantLabel}` : line.variantLabel;
}

// The order's own figures are written on its first line only, so a column summed in a spreadsheet counts each order
// once; the later lines of the order leave them empty.
function rowOf(line: BookLine): CsvCell[] {
  const first = line.lineIndex === 0;
  const orderWide = (cents: number) => (first ? csvDollars(cents) : null);
  return [
    formatOrderNumber(line.orderId),
    line.placedOn,
    line.status,
    line.email,
    line.name,
    line.state,
    line.postalCode,
    line.piece,
    variantOf(line),
    line.personalization,
    line.quantity,
    csvDollars(line.unitPriceCents),
    orderWide(line.discountCents),
    orderWide(line.shippingCents),
    orderWide(line.taxCents),
    orderWide(line.totalCents),
    orderWide(line.refundedCents),
    line.paymentIntentId,
  ];
}

/** The orders placed within the days (shop time), one row per line, as a CSV file's text. */
export async function exportOrdersCsv(range: DayRange): Promise<string> {
  const lines = await listBookLines(env().SHOP_TIME_ZONE, range);
  return toCsv(ORDERS_EXPORT_HEADER, lines.map(rowOf));
}

/** The export's file name: which days it holds. */
export function ordersExportFilename({ from, to }: DayRange): string {
  return `atelier-orders${from ? `-from-${from}` : ""}${to ? `-to-${to}` : ""}.csv`;
}
