import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "@/lib/errors";
import { WEBHOOK_BODY_LIMIT_BYTES } from "@/lib/payments/webhooks/body-limit";
import { unstorableTextPath } from "@/lib/storable-text";

/** The largest JSON body an API endpoint reads: every form of the shop fits many times over. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The request body, read chunk by chunk and refused with a 413 as soon as it passes `limitBytes`: a declared
 * Content-Length over the cap is refused before a byte is read, and a chunked body (no length, or a false one)
 * stops being read at the first chunk past the cap, so no request can make the server hold more than the cap.
 */
export async function readBodyAtMost(
  request: Request,
  limitBytes: number,
  tooLarge: () => Error = () => new PayloadTooLargeError(),
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limitBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      // Cancelling tells the sender's stream to stop; the rest is never pulled.
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The media type of the body ("application/json"), lower-cased without parameters; null when none was sent. */
function mediaType(request: Request): string | null {
  const header = request.headers.get("content-type");
  if (header === null) return null;
  return header.split(";")[0]?.trim().toLowerCase() ?? "";
}

function isJsonMediaType(type: string): boolean {
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

/**
 * The body of a JSON endpoint as text, exactly as sent (a webhook's signature covers these bytes). Another
 * content type is a 415 before anything is read. A body that is empty is "": clients send bodiless POSTs (logout,
 * refresh) without a type, and one that declares Content-Length: 0 is let through whatever its type says.
 * Malformed UTF-8 is a 400.
 */
async function readJsonText(request: Request, limitBytes = JSON_BODY_LIMIT_BYTES): Promise<string> {
  if (!request.body || request.headers.get("content-length")?.trim() === "0") return "";
  const type = mediaType(request);
  if (type !== null && !isJsonMediaType(type)) throw new UnsupportedMediaTypeError();
  const bytes = await readBodyAtMost(request, limitBytes);
  if (bytes.byteLength === 0) return "";
  if (type === null) throw new UnsupportedMediaTypeError();
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ValidationError("Request body is not valid UTF-8", [{ path: "body", message: "Malformed text" }]);
  }
}

/**
 * One rule for every request: a string Postgres cannot store (a NUL, a lone surrogate: lib/storable-text.ts)
 * anywhere in the path, the query or the JSON body is a 400 naming where it is, before any schema, limit or query
 * sees it. Such text is never a real name, address or search term; without this rule it reached the database and
 * answered 500. The route wrapper applies it to the path and the query, readJson to every body.
 */
export function refuseUnstorableText(part: "path" | "query" | "body", value: unknown): void {
  const found = unstorableTextPath(value);
  if (found === null) return;
  const where = found || part;
  const message = "must not contain a NUL or an incomplete character";
  throw new ValidationError(`${where}: ${message}`, [{ path: where, message }]);
}

/**
 * The body of a JSON endpoint, parsed; an empty body is `{}`. 400 malformed or holding text the database cannot
 * store, 413 too large, 415 not JSON.
 */
export async function readJson(request: Request, limitBytes = JSON_BODY_LIMIT_BYTES): Promise<unknown> {
  const text = await readJsonText(request, limitBytes);
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError("Request body is not valid JSON", [{ path: "body", message: "Malformed JSON" }]);
  }
  refuseUnstorableText("body", parsed);
  return parsed;
}

/** A payment webhook's raw body (its signature covers these exact bytes), with the webhook's own cap. */
export function readWebhookBody(request: Request): Promise<string> {
  return readJsonText(request, WEBHOOK_BODY_LIMIT_BYTES);
}

/** A state's ZIP rate table (a few thousand rows of a few columns) fits many times over. */
export const CSV_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * A CSV file sent as the body (`text/csv`): 415 for another type, 413 past 5 MB, 400 for malformed UTF-8 or text the
 * database cannot store. A byte-order mark, as spreadsheets write one, is dropped.
 */
export async function readCsvText(request: Request, limitBytes = CSV_BODY_LIMIT_BYTES): Promise<string> {
  if (mediaType(request) !== "text/csv")
    throw new UnsupportedMediaTypeError("Send the file as the request body (Content-Type: text/csv)");
  const bytes = await readBodyAtMost(request, limitBytes);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ValidationError("The file is not valid UTF-8", [{ path: "body", message: "Malformed text" }]);
  }
  refuseUnstorableText("body", text);
  return text;
}

/** A plain HTML form of a few short fields never comes near this. */
export const FORM_BODY_LIMIT_BYTES = 4 * 1024;

/** The fields of a plain HTML form's post (urlencoded); 413 past 4 kB, 415 for anything else. */
export async function readFormFields(request: Request, limitBytes = FORM_BODY_LIMIT_BYTES): Promise<URLSearchParams> {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/x-www-form-urlencoded"))
    throw new UnsupportedMediaTypeError();
  return new URLSearchParams(new TextDecoder().decode(await readBodyAtMost(request, limitBytes)));
}
