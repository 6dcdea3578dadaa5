import "server-only";
import { PayloadTooLargeError, ValidationError } from "@/lib/errors";
import { multipartBodyLimit, readMultipart } from "@/lib/http/multipart-stream";

function missingFile(message: string): ValidationError {
  return new ValidationError(message, [{ path: "file", message }]);
}

/** A route's uploaded file: the multipart part it comes in, its largest size and what a larger one is told. */
export type UploadSpec = { field: string; maxBytes: number; tooLargeMessage: string };

/** The largest body a route of `spec` reads: the file at its cap and the form around it (nginx's cap for the route). */
export function uploadBodyLimit({ maxBytes }: UploadSpec): number {
  return multipartBodyLimit({ maxFiles: 1, maxBytesEach: maxBytes });
}

/**
 * The file sent in the `field` part of a multipart/form-data request, at most `maxBytes` long (413 above).
 * The body is parsed as it arrives and refused the moment the file passes its cap (lib/http/multipart-stream.ts),
 * so a huge or endless upload never fills the memory.
 */
export async function readUploadedFile(
  request: Request,
  { field, maxBytes, tooLargeMessage }: UploadSpec,
): Promise<File> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw missingFile(`Send the image as multipart/form-data with a "${field}" field`);
  }
  const { files } = await readMultipart(request, {
    field,
    maxFiles: 1,
    maxBytesEach: maxBytes,
    tooLarge: () => new PayloadTooLargeError(tooLargeMessage),
    tooManyFiles: () => missingFile(`Send one image in the "${field}" field`),
    malformed: () => missingFile("The upload could not be read as multipart/form-data"),
  });
  const [file] = files;
  if (!file) throw missingFile("Choose an image to upload");
  if (file.size === 0) throw missingFile("The file is empty");
  return file;
}
