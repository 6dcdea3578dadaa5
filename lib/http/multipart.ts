import "server-only";
import { readBodyAtMost } from "@/lib/http/body";
import { PayloadTooLargeError, ValidationError } from "@/lib/errors";

// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

function missingFile(message: string): ValidationError {
  return new ValidationError(message, [{ path: "file", message }]);
}

/** A route's uploaded file: the multipart part it comes in, its largest size and what a larger one is told. */
export type UploadSpec = { field: string; maxBytes: number; tooLargeMessage: string };

/**
 * The file sent in the `field` part of a multipart/form-data request, at most `maxBytes` long (413 above).
 * The body is read with a cap before parsing, so a huge or endless upload never fills the memory.
 */
export async function readUploadedFile(request: Request, { field, maxBytes, tooLargeMessage }: UploadSpec): Promise<File> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw missingFile(`Send the image as multipart/form-data with a "${field}" field`);
  }
  const tooLarge = () => new PayloadTooLargeError(tooLargeMessage);
  const body = await readBodyAtMost(request, maxBytes + MULTIPART_OVERHEAD_BYTES, tooLarge);
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
