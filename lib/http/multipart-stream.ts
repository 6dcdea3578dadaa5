import "server-only";
import type { Writable } from "node:stream";
import { Busboy, type BusboyFileStream, type BusboyInstance } from "@fastify/busboy";
import { PayloadTooLargeError, ValidationError } from "@/lib/errors";

/** The text fields of a multipart form, each and all together: the JSON body's own cap (lib/http/body.ts). */
export const FORM_TEXT_LIMIT_BYTES = 64 * 1024;
/** Text fields a form may send beside its files: the shop's largest form has six. */
const MAX_TEXT_FIELDS = 20;
/** One part's headers: a name, a file name and a type take a few hundred bytes. */
const PART_HEADER_BYTES = 8 * 1024;

/** What a multipart form may carry: files in one part name, how many and how large each, and each refusal. */
export type MultipartSpec = {
  field: string;
  maxFiles: number;
  maxBytesEach: number;
  /** A file past `maxBytesEach`, or a body past the whole form's cap: 413. */
  tooLarge: () => Error;
  /** A file part past `maxFiles`. */
  tooManyFiles: () => Error;
  /** A body that is not multipart/form-data, or breaks off. */
  malformed: () => Error;
};

/** The form's text fields by name, and its files (empty ones included: a file input left blank sends one). */
export type MultipartForm = { fields: Record<string, string>; files: File[] };

/** The largest body a form of `spec` is read to: every file at its cap, the text, and the parts' headers. */
export function multipartBodyLimit({
  maxFiles,
  maxBytesEach,
}: Pick<MultipartSpec, "maxFiles" | "maxBytesEach">): number {
  return maxFiles * maxBytesEach + FORM_TEXT_LIMIT_BYTES + (maxFiles + MAX_TEXT_FIELDS) * PART_HEADER_BYTES;
}

function tooManyParts(): ValidationError {
  const message = `At most ${MAX_TEXT_FIELDS} fields`;
  return new ValidationError(message, [{ path: "body", message }]);
}

function textTooLarge(): PayloadTooLargeError {
  return new PayloadTooLargeError(`The form's text must be at most ${FORM_TEXT_LIMIT_BYTES / 1024} kB`);
}

/** A promise that rejects when `stop` is called: the reader races every wait against it. */
function stopSignal(): { stopped: Promise<never>; stop: (error: Error) => void } {
  let stop: (error: Error) => void = () => undefined;
  const stopped = new Promise<never>((_resolve, reject) => {
    stop = reject;
  });
  // Raced by every wait below; never left unhandled when the read ends before anything stops it.
  stopped.catch(() => undefined);
  return { stopped, stop };
}

function written(parser: Writable, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve) => parser.write(chunk, () => resolve()));
}

/**
 * A multipart/form-data body read as it arrives, never whole: each file part is refused (413) the moment it passes
 * `maxBytesEach`, the text fields past 64 kB, the body past the form's cap (a false or missing Content-Length too),
 * more file parts than `maxFiles` and more than 20 fields as soon as they start. Nothing is held but the parts
 * accepted so far; on a refusal the rest of the body is never pulled.
 */
export async function readMultipart(request: Request, spec: MultipartSpec): Promise<MultipartForm> {
  const limitBytes = multipartBodyLimit(spec);
  if (Number(request.headers.get("content-length") ?? "0") > limitBytes) throw spec.tooLarge();
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !contentType.toLowerCase().startsWith("multipart/form-data")) throw spec.malformed();
  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      // Only the named part's files are files; anything else is text, held to the text's cap.
      isPartAFile: (name, _type, fileName) => name === spec.field && fileName !== undefined,
      limits: {
        files: spec.maxFiles,
        fileSize: spec.maxBytesEach,
        fields: MAX_TEXT_FIELDS,
        fieldSize: FORM_TEXT_LIMIT_BYTES,
        parts: spec.maxFiles + MAX_TEXT_FIELDS,
        headerSize: PART_HEADER_BYTES,
      },
    });
  } catch {
    throw spec.malformed();
  }
  const form: MultipartForm = { fields: {}, files: [] };
  const { stopped, stop } = stopSignal();
  // The first refusal wins: a later one (the parser's error as it is destroyed) never replaces it.
  const refusal: { error?: Error } = {};
  const fail = (error: Error) => {
    refusal.error ??= error;
    stop(refusal.error);
  };
  let textBytes = 0;
  parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (valueTruncated || textBytes > FORM_TEXT_LIMIT_BYTES) fail(textTooLarge());
    // A text part under the files' name (a client's empty value) is no file and no field.
    else if (name !== spec.field) form.fields[name] = value;
  });
  parser.on("file", (_name, stream: BusboyFileStream, fileName, _encoding, mimeType) => {
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    // Copied as it comes (Node types a Buffer's memory as possibly shared, which a File does not take).
    stream.on("data", (chunk: Buffer) => chunks.push(new Uint8Array(chunk)));
    stream.on("limit", () => fail(spec.tooLarge()));
    stream.on("error", () => fail(spec.malformed()));
    stream.on("end", () => {
      if (!stream.truncated) form.files.push(new File(chunks, fileName, { type: mimeType }));
    });
  });
  parser.on("filesLimit", () => fail(spec.tooManyFiles()));
  parser.on("fieldsLimit", () => fail(tooManyParts()));
  parser.on("partsLimit", () => fail(tooManyParts()));
  parser.on("error", () => fail(spec.malformed()));
  const finished = new Promise<void>((resolve) => parser.on("finish", resolve));

  const reader = request.body.getReader();
  try {
    let received = 0;
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), stopped]);
      if (done) break;
      received += value.byteLength;
      if (received > limitBytes) throw spec.tooLarge();
      await Promise.race([written(parser, value), stopped]);
    }
    parser.end();
    await Promise.race([finished, stopped]);
    if (refusal.error) throw refusal.error;
  } catch (error) {
    parser.destroy();
    // Cancelling tells the sender's stream to stop; the rest is never pulled.
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  return form;
}
