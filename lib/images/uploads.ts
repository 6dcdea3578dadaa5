import "server-only";
import { IMAGE_FORMATS, readImageInfo } from "@/lib/images/image-header";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_TOO_LARGE,
  photoRefusal,
  publishPhoto,
  TOO_MANY_PIXELS,
  UNSUPPORTED_PHOTO,
} from "@/lib/images/photo";
import { UPLOADS_URL_PREFIX } from "@/lib/images/keys";
import { imageStore } from "@/lib/images/store";
import { log } from "@/lib/log";

/** What the admin form gets back: the URL to save in the product's images, and the size for next/image. */
export type UploadedImage = { url: string; width: number; height: number };

/**
 * POST /api/uploads reads its photo from the `file` part, at most 25 MB (the route reads it: lib/http/multipart.ts).
 */
export const PHOTO_UPLOAD = { field: "file", maxBytes: MAX_PHOTO_BYTES, tooLargeMessage: PHOTO_TOO_LARGE };

/** The upload's bytes, what its header claims, and its re-encoded picture: the rules every uploaded photo passes. */
async function checkedPhoto(file: File) {
  if (file.size > MAX_PHOTO_BYTES) throw photoRefusal(413, PHOTO_TOO_LARGE);
  const original = new Uint8Array(await file.arrayBuffer());
  // The first bytes say what the file claims to be, before any decoder sees it.
  const claimed = readImageInfo(original);
  if (!claimed) throw photoRefusal(415, UNSUPPORTED_PHOTO);
  if (claimed.width * claimed.height > MAX_PHOTO_PIXELS) throw photoRefusal(413, TOO_MANY_PIXELS);
  return { original, claimed, published: await publishPhoto(original) };
}

/**
 * Keeps an uploaded photo privately (a commission's reference photo), by the same rules as a published one: checked
 * by its content, re-encoded as WebP without its metadata (the sender's GPS position stays with her). Only the
 * re-encoded picture is kept. Answers its private key, which no public URL reaches (ImageStore.putPrivate).
 */
export async function savePrivatePhoto(file: File): Promise<string> {
  const { published } = await checkedPhoto(file);
  return imageStore().putPrivate(published.bytes, IMAGE_FORMATS.webp.contentType);
}

/**
 * Publishes a buyer's photo (a review's picture of the piece worn) by the rules of every uploaded photo: checked by its
 * content, re-encoded as WebP without its metadata, under a new random name. Unlike the maker's uploads, only the
 * re-encoded picture is kept: her original, with its GPS position and camera, is never stored.
 */
export async function publishVisitorPhoto(file: File): Promise<UploadedImage> {
  const { published } = await checkedPhoto(file);
  const url = await imageStore().put(published.bytes, IMAGE_FORMATS.webp.contentType);
  return { url, width: published.width, height: published.height };
}

/**
 * Removes published photos nothing points at any more (the reviews of a deleted account that asked for them to go).
 * Never throws: a store away for this leaves them unreferenced, which the image gate never serves, and the log says
 * which.
 */
export async function discardPublishedPhotos(urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls
      .filter((url) => url.startsWith(UPLOADS_URL_PREFIX))
      .map((url) =>
        imageStore()
          .delete(url.slice(UPLOADS_URL_PREFIX.length))
          .catch((error: unknown) => log.warn({ err: error, url }, "a photo nothing points at could not be removed")),
      ),
  );
}

/**
 * Takes back private photos that nothing will point at (their request was not saved). Never throws: a store away for
 * this too leaves them unreferenced and harmless, and the log says which.
 */
export async function discardPrivatePhotos(keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      imageStore()
        .deletePrivate(key)
        .catch((error: unknown) =>
          log.warn({ err: error, key }, "a private photo nothing points at could not be removed"),
        ),
    ),
  );
}

/**
 * Publishes the uploaded photo (PHOTO_UPLOAD): PNG, JPEG or WebP by its content (the declared type and name
 * are ignored; SVG is refused since it can carry scripts; 415 otherwise), at most 25 MB and 50 megapixels (413).
 * What is published is a new WebP picture without any of the file's metadata (lib/images/photo.ts), under a new
 * random name; the file as uploaded is kept privately beside it. A refused upload stores nothing, and neither does
 * one the store fails half-way through (503 when it is away).
 */
export async function saveUploadedImage(file: File): Promise<UploadedImage> {
  const { original, claimed, published } = await checkedPhoto(file);
  const store = imageStore();
  const url = await store.put(published.bytes, IMAGE_FORMATS.webp.contentType);
  try {
    await store.keepOriginal(url, original, IMAGE_FORMATS[claimed.format].contentType);
  } catch (error) {
    // A picture without its original is half an upload: take the picture back, so the admin's retry starts clean.
    // If the store is away for that too, the picture stays unreferenced (no product has its URL) and harmless.
    await store
      .delete(url.slice(UPLOADS_URL_PREFIX.length))
      .catch((cleanup: unknown) =>
        log.warn({ err: cleanup, url }, "upload failed: its picture could not be taken back"),
      );
    throw error;
  }
  return { url, width: published.width, height: published.height };
}
