// Shared rules (no I/O): the CSV the maker's downloads are written in.

/** An amount of money as the books write it (csvDollars): "12.50", "-25.00". */
export type CsvMoney = { readonly dollars: string };

/** A cell: text as it is (defused), a number or an amount as it is, nothing as an empty cell. */
export type CsvCell = string | number | CsvMoney | null;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): a buyer's name "=HYPERLINK(…)"
// must reach the maker as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 writes it, text defused: a leading formula character gets a `'` before it. Numbers and amounts
 * are written as they are: a minus sign starts no formula there, and `'-25.00` would be text a spreadsheet's SUM skips.
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  if (typeof value === "object") return value.dollars;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Cents as the books write dollars, a number to the spreadsheet: "12.50", "-3.00". */
export function csvDollars(cents: number): CsvMoney {
  return { dollars: (cents / 100).toFixed(2) };
}

/**
 * The whole file: a byte-order mark (so a spreadsheet opens it as UTF-8: names with accents stay whole), the header,
 * then each row, lines ended by CRLF.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
