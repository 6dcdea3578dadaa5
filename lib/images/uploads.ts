import "server-only";
import { IMAGE_FORMATS, readImageInfo } from "@/lib/images/image-header";
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, PHOTO_TOO_LARGE, photoRefusal, publishPhoto, TOO_MANY_PIXELS, UNSUPPORTED_PHOTO } from "@/lib/images/photo";
import { imageStore } from "@/lib/images/store";
import { readUploadedFile } from "@/lib/images/upload-request";

/** What the admin form gets back: the URL to save in the product's images, and the size for next/image. */
export type UploadedImage = { url: string; width: number; height: number };

/**
 * Publishes the photo in the request's `file` field: PNG, JPEG or WebP by its content (the declared type and name
 * are ignored; SVG is refused since it can carry scripts; 415 otherwise), at most 25 MB and 50 megapixels (413).
 * What is published is a new WebP picture without any of the file's metadata (lib/images/photo.ts), under a new
 * random name; the file as uploaded is kept privately beside it. A refused upload stores nothing.
 */
export async function saveUploadedImage(request: Request): Promise<UploadedImage> {
  const file = await readUploadedFile(request, "file", MAX_PHOTO_BYTES, PHOTO_TOO_LARGE);
  const original = new Uint8Array(await file.arrayBuffer());
  // The first bytes say what the file claims to be, before any decoder sees it.
  const claimed = readImageInfo(original);
  if (!claimed) throw photoRefusal(415, UNSUPPORTED_PHOTO);
  if (claimed.width * claimed.height > MAX_PHOTO_PIXELS) throw photoRefusal(413, TOO_MANY_PIXELS);
  const published = await publishPhoto(original);
  const store = imageStore();
  const url = await store.put(published.bytes, IMAGE_FORMATS.webp.contentType);
  await store.keepOriginal(url, original, IMAGE_FORMATS[claimed.format].contentType);
  return { url, width: published.width, height: published.height };
}
