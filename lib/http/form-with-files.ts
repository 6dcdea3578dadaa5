import "server-only";
import { PayloadTooLargeError, ValidationError } from "@/lib/errors";
import { readJson, refuseUnstorableText } from "@/lib/http/body";
import { readMultipart } from "@/lib/http/multipart-stream";

/** A form that may come as JSON or as multipart/form-data with files in one repeated part. */
export type FilesSpec = { field: string; maxFiles: number; maxBytesEach: number; tooLargeMessage: string };

/**
 * The request's fields and files: a JSON body (no files), or a multipart form whose text parts are the fields and
 * whose `field` parts are the files (empty ones, a file input left blank, are dropped). The form is parsed as it
 * arrives (lib/http/multipart-stream.ts): a file past `maxBytesEach` is a 413 the moment it passes it, a file part
 * past `maxFiles` a 400 naming the part, and nothing is held but the parts accepted so far.
 */
export async function readFormWithFiles(
  request: Request,
  spec: FilesSpec,
): Promise<{ fields: unknown; files: File[] }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data"))
    return { fields: await readJson(request), files: [] };
  const tooMany = `At most ${spec.maxFiles} photos`;
  const { fields, files } = await readMultipart(request, {
    field: spec.field,
    maxFiles: spec.maxFiles,
    maxBytesEach: spec.maxBytesEach,
    tooLarge: () => new PayloadTooLargeError(spec.tooLargeMessage),
    tooManyFiles: () => new ValidationError(tooMany, [{ path: spec.field, message: tooMany }]),
    malformed: () =>
      new ValidationError("The form could not be read as multipart/form-data", [
        { path: "body", message: "Malformed form" },
      ]),
  });
  refuseUnstorableText("body", fields);
  return { fields, files: files.filter((file) => file.size > 0) };
}
