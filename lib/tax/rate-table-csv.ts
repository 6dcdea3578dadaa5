// Pure on purpose: parsing a downloaded ZIP rate table is a rule the unit tests read without a database.
import { ValidationError } from "@/lib/errors";
import { MAX_RATE_PERCENT } from "@/lib/tax/schemas";

/** One ZIP of a state's table: its five digits and its combined rate in parts per million. */
export type ZipRate = { zip: string; ratePpm: number };

const REQUIRED_COLUMNS = ["State", "ZipCode", "EstimatedCombinedRate"] as const;

/** The records of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks), with line numbers. */
function csvRecords(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]?.trim() !== "") records.push({ line: recordLine, cells });
    cells = [];
    cell = "";
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line += 1;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  if (cell !== "" || cells.length > 0) endRecord();
  return records;
}

function lineError(line: number, message: string): ValidationError {
  const text = `line ${line}: ${message}`;
  return new ValidationError(text, [{ path: `line ${line}`, message }]);
}

/**
 * A state's ZIP rate table from a CSV whose header names at least State, ZipCode and EstimatedCombinedRate (a
 * fraction: 0.086250; other columns ignored), as the free per-state downloads are laid out. Every row must be of
 * `state`, its ZIP five digits and listed once, its rate a fraction from 0 to 0.2 with at most six decimals: the
 * first row that is not is a 400 naming its line (the header is line 1), and nothing is imported.
 */
export function parseRateTable(text: string, state: string): ZipRate[] {
  const [header, ...rows] = csvRecords(text.replace(/^\uFEFF/, ""));
  if (!header) throw lineError(1, "the file is empty; its first line names the columns");
  const names = header.cells.map((name) => name.trim().toLowerCase());
  const column = Object.fromEntries(
    REQUIRED_COLUMNS.map((name) => {
      const index = names.indexOf(name.toLowerCase());
      if (index < 0) throw lineError(header.line, `the header must name a ${name} column`);
      return [name, index];
    }),
  ) as Record<(typeof REQUIRED_COLUMNS)[number], number>;
  if (rows.length === 0) throw lineError(header.line + 1, "the file has no rows of rates");
  const seen = new Set<string>();
  return rows.map(({ line, cells }) => {
    const rowState = (cells[column.State] ?? "").trim().toUpperCase();
    if (rowState !== state) throw lineError(line, `State is ${rowState || "empty"}, not ${state}`);
    const zip = (cells[column.ZipCode] ?? "").trim();
    if (!/^\d{5}$/.test(zip)) throw lineError(line, "ZipCode must be 5 digits");
    if (seen.has(zip)) throw lineError(line, `ZipCode ${zip} is listed twice`);
    seen.add(zip);
    const rate = (cells[column.EstimatedCombinedRate] ?? "").trim();
    if (!/^(0|0?\.\d{1,6}|0\.)$/.test(rate) || Number(rate) > MAX_RATE_PERCENT / 100)
      throw lineError(line, "EstimatedCombinedRate must be a fraction from 0 to 0.2 with at most 6 decimals");
    return { zip, ratePpm: Math.round(Number(rate) * 1_000_000) };
  });
}
