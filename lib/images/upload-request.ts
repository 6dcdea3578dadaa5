import "server-only";
import { PayloadTooLargeError, ValidationError } from "@/lib/http/errors";

// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

function missingFile(message: string): ValidationError {
  return new ValidationError(message, [{ path: "file", message }]);
}

/** The body, refusing with a 413 as soon as it passes `limit` bytes, whatever Content-Length claimed. */
async function readAtMost(request: Request, limit: number, tooLarge: () => Error): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
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

/**
 * The file sent in the `field` part of a multipart/form-data request, at most `maxBytes` long (413 above).
 * The body is read with a cap before parsing, so a huge or endless upload never fills the memory.
 */
export async function readUploadedFile(request: Request, field: string, maxBytes: number, tooLargeMessage: string): Promise<File> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw missingFile(`Send the image as multipart/form-data with a "${field}" field`);
  }
  const tooLarge = () => new PayloadTooLargeError(tooLargeMessage);
  const body = await readAtMost(request, maxBytes + MULTIPART_OVERHEAD_BYTES, tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw missingFile("The upload could not be read as multipart/form-data");
  }
  const file = form.get(field);
  if (!(file instanceof File)) throw missingFile("Choose an image to upload");
  if (file.size > maxBytes) throw tooLarge();
  if (file.size === 0) throw missingFile("The file is empty");
  return file;
}
