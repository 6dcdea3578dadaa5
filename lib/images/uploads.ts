import "server-only";
import { ValidationError } from "@/lib/http/errors";
import { IMAGE_FORMATS, readImageInfo } from "@/lib/images/image-header";
import { imageStore } from "@/lib/images/store";
import { readUploadedFile } from "@/lib/images/upload-request";

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
// Far beyond any product photo; stops a small file that decodes to gigabytes of pixels.
const MAX_SIDE_PIXELS = 10_000;

/** What the admin form gets back: the URL to save in the product's images, and the size for next/image. */
export type UploadedImage = { url: string; width: number; height: number };

function refuse(message: string): ValidationError {
  return new ValidationError(message, [{ path: "file", message }]);
}

/**
 * Stores the image in the request's `file` field: PNG, JPEG or WebP by its magic bytes (the declared type is
 * ignored; SVG is refused since it can carry scripts), at most 5 MB, under a new random name.
 */
export async function saveUploadedImage(request: Request): Promise<UploadedImage> {
  const file = await readUploadedFile(request, "file", MAX_UPLOAD_BYTES, "Images must be 5 MB or smaller");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const info = readImageInfo(bytes);
  if (!info) throw refuse("Only PNG, JPEG or WebP images can be uploaded");
  if (info.width > MAX_SIDE_PIXELS || info.height > MAX_SIDE_PIXELS) {
    throw refuse(`Images must be at most ${MAX_SIDE_PIXELS} pixels on each side`);
  }
  const url = await imageStore().put(bytes, IMAGE_FORMATS[info.format].contentType);
  return { url, width: info.width, height: info.height };
}
