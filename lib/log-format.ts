import "server-only";

/** What stands where a secret was. */
export const REDACTED = "[redacted]";

// Secrets recognisable by their shape, whatever key or message carries them: signed access tokens (JWTs), payment
// intents' client secrets (which let whoever holds one pay or read the intent), and passwords inside URLs.
const SECRET_SHAPES: { pattern: RegExp; replacement: string }[] = [
  { pattern: /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]+/g, replacement: REDACTED },
  { pattern: /\b(pi|seti)_\w+?_secret_\w+/g, replacement: REDACTED },
  { pattern: /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/?#@"]*:)[^\s/?#@"]+@/gi, replacement: `$1${REDACTED}@` },
];

/** `text` as it appears inside a JSON string, where a secret with quotes or backslashes is written escaped. */
function asInJson(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/**
 * A log line with every configured secret and every secret-shaped string blanked out: the last guard, for what
 * key-based redaction cannot see (an error message quoting a URL, a token inside a string).
 */
export function scrubSecrets(line: string, secrets: readonly string[]): string {
  let scrubbed = line;
  for (const secret of secrets) {
    scrubbed = scrubbed.replaceAll(secret, REDACTED).replaceAll(asInJson(secret), REDACTED);
  }
  for (const { pattern, replacement } of SECRET_SHAPES) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

type Fields = Record<string, unknown>;

// Written by the logger on every line; the readable line shows them in its own way or not at all.
const SHOWN_APART = new Set(["level", "time", "msg", "pid", "hostname", "requestId", "err"]);
const REQUEST_KEYS = new Set(["method", "path", "status", "ms"]);

function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function clockTime(time: unknown): string {
  const date = typeof time === "string" || typeof time === "number" ? new Date(time) : new Date();
  return Number.isNaN(date.getTime()) ? String(time) : date.toISOString().slice(11, 23);
}

function fieldValue(value: unknown): string {
  if (typeof value === "string") return /[\s"=]/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

/**
 * One JSON log line as a person reads it in a terminal: `14:03:05.120 WARN  message key=value (request 1a2b3c4d)`,
 * or `14:03:05.120 INFO  POST /api/cart 200 (12 ms) (request 1a2b3c4d)` for a request; then an error's stack,
 * indented, on the lines below. A line that is not JSON passes through as it is.
 */
export function readableLine(jsonLine: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(jsonLine);
  } catch {
    return jsonLine;
  }
  if (!isFields(entry)) return jsonLine;
  const level = (typeof entry.level === "string" ? entry.level : "info").toUpperCase().padEnd(5);
  // A request's line already says method, path and status in its message: only the time it took is added.
  const request = typeof entry.ms === "number" && typeof entry.status === "number";
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN_APART.has(key) && !(request && REQUEST_KEYS.has(key)))
    .map(([key, value]) => `${key}=${fieldValue(value)}`);
  if (request) fields.unshift(`(${String(entry.ms)} ms)`);
  const id = typeof entry.requestId === "string" ? ` (request ${entry.requestId.slice(0, 8)})` : "";
  const head = [clockTime(entry.time), level, typeof entry.msg === "string" ? entry.msg : "", ...fields]
    .filter(Boolean)
    .join(" ");
  const err = isFields(entry.err) ? entry.err : null;
  const stack = err && typeof err.stack === "string" ? `\n    ${err.stack.split("\n").join("\n    ")}` : "";
  return `${head}${id}${stack}\n`;
}
