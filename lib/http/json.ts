import { PayloadTooLargeError, ValidationError } from "@/lib/http/errors";

const DEFAULT_LIMIT_BYTES = 64 * 1024;

/** The request body as parsed JSON; malformed JSON is a 400 and an oversized body a 413, never a 500. */
export async function readJson(request: Request, limitBytes = DEFAULT_LIMIT_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limitBytes) throw new PayloadTooLargeError();
  const text = await request.text();
  if (Buffer.byteLength(text) > limitBytes) throw new PayloadTooLargeError();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError("Request body is not valid JSON", [{ path: "body", message: "Malformed JSON" }]);
  }
}
