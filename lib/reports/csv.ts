// Shared rules (no I/O): the CSV the maker's downloads are written in.

/** A cell: text as it is, a number of cents as dollars ("12.50"), nothing as an empty cell. */
export type CsvCell = string | number | null;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): a buyer's name "=HYPERLINK(…)"
// must reach the maker as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as RFC 4180 writes it, defused: a leading formula character gets a `'` before it. */
export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Cents as the books write dollars: "12.50", "-3.00". */
export function csvDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The whole file: a byte-order mark (so a spreadsheet opens it as UTF-8: names with accents stay whole), the header,
 * then each row, lines ended by CRLF.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
