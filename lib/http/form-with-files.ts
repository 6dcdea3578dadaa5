import "server-only";
import { PayloadTooLargeError, ValidationError } from "@/lib/errors";
import { readBodyAtMost, readJson, refuseUnstorableText } from "@/lib/http/body";

// Room for the multipart boundaries, part headers and text fields around the files themselves.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A form that may come as JSON or as multipart/form-data with files in one repeated part. */
export type FilesSpec = { field: string; maxFiles: number; maxBytesEach: number; tooLargeMessage: string };

/**
 * The request's fields and files: a JSON body (no files), or a multipart form whose text parts are the fields and
 * whose `field` parts are the files (empty ones, a file input left blank, are dropped). The body is read with a cap
 * before parsing (every file at its largest, plus the form), so no upload fills the memory; more files than
 * `maxFiles` is a 400 naming the part, a larger one a 413.
 */
export async function readFormWithFiles(request: Request, spec: FilesSpec): Promise<{ fields: unknown; files: File[] }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) return { fields: await readJson(request), files: [] };
  const tooLarge = () => new PayloadTooLargeError(spec.tooLargeMessage);
  const body = await readBodyAtMost(request, spec.maxFiles * spec.maxBytesEach + MULTIPART_OVERHEAD_BYTES, tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ValidationError("The form could not be read as multipart/form-data", [{ path: "body", message: "Malformed form" }]);
  }
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (name === spec.field) {
      if (value instanceof File && value.size > 0) files.push(value);
    } else if (typeof value === "string") {
      fields[name] = value;
    }
  }
  refuseUnstorableText("body", fields);
  if (files.length > spec.maxFiles) {
    const message = `At most ${spec.maxFiles} photos`;
    throw new ValidationError(message, [{ path: spec.field, message }]);
  }
  if (files.some((file) => file.size > spec.maxBytesEach)) throw tooLarge();
  return { fields, files };
}
