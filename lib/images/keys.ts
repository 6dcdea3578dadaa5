import "server-only";
import { randomBytes } from "node:crypto";
import { IMAGE_FORMATS, type ImageContentType } from "@/lib/images/image-header";

export { isImageKey, UPLOADS_URL_PREFIX } from "@/lib/images/paths";

/** A fresh random key with the extension of the content type. */
export function newImageKey(contentType: ImageContentType): string {
  const format = Object.values(IMAGE_FORMATS).find((entry) => entry.contentType === contentType);
  if (!format) throw new Error(`Not an image type the store accepts: ${String(contentType)}`);
  return `${randomBytes(16).toString("hex")}.${format.extension}`;
}

/** The content type a key's extension stands for. */
export function contentTypeOfKey(key: string): ImageContentType {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  const format = Object.values(IMAGE_FORMATS).find((entry) => entry.extension === extension);
  if (!format) throw new Error(`Not an image key: ${key}`);
  return format.contentType;
}

/** `key` with the extension of another content type: the same name for another file of the same picture. */
export function keyWithType(key: string, contentType: ImageContentType): string {
  const format = Object.values(IMAGE_FORMATS).find((entry) => entry.contentType === contentType);
  if (!format) throw new Error(`Not an image type the store accepts: ${String(contentType)}`);
  return `${key.slice(0, key.lastIndexOf("."))}.${format.extension}`;
}
