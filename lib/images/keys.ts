import "server-only";
import { randomBytes } from "node:crypto";
import { IMAGE_FORMATS, type ImageContentType } from "@/lib/images/image-header";

/** Where uploaded images are served from; the part after it is the store's key. */
export const UPLOADS_URL_PREFIX = "/uploads/";

const KEY_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

/** Whether `key` has the shape of a key the store makes; anything else (".." or "/") is refused up front. */
export function isImageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

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
  return `${key.slice(0, key.lastIndexOf("."))}${newImageKey(contentType).slice(32)}`;
}
