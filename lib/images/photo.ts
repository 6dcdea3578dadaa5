import "server-only";
import sharp, { type Metadata } from "sharp";
import { AppError } from "@/lib/errors";

/** A phone's photo (12–48 megapixels, 3–15 MB as JPEG) fits; anything larger is refused before it is decoded. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** Decoding is refused past this many pixels: a small file must not unpack into gigabytes of memory. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/**
 * The published picture's longest side. The widest place a photo is shown is the product page's main picture, about
 * 560 CSS pixels on a desktop and the full width of a phone; 1600 covers both at twice the density. next/image cuts
 * the smaller widths of a srcset from it, so a phone downloads only what its screen needs.
 */
const PUBLISHED_LONG_SIDE = 1_600;
const WEBP_QUALITY = 80;

export const UNSUPPORTED_PHOTO = "Only PNG, JPEG or WebP images can be uploaded";
export const PHOTO_TOO_LARGE = "Images must be 25 MB or smaller";
export const TOO_MANY_PIXELS = `Images must be at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`;

/** A refusal that names the form's `file` field, like every other answer about a field. */
export function photoRefusal(status: 413 | 415, message: string): AppError {
  return new AppError(status, status === 413 ? "payload_too_large" : "unsupported_media_type", message, [
    { path: "file", message },
  ]);
}

type PublishedPhoto = { bytes: Uint8Array; width: number; height: number };

/**
 * The picture the shop publishes for an uploaded photo: decoded, turned upright by its EXIF orientation, at most
 * 1600 pixels on its longest side, re-encoded as WebP, with every piece of metadata left behind (EXIF with the camera
 * and the GPS position of the maker's workshop, XMP, IPTC, comments, colour profiles after conversion to sRGB).
 * Refuses with 415 what does not decode as PNG, JPEG or WebP, and with 413 more than 50 megapixels.
 */
export async function publishPhoto(original: Uint8Array): Promise<PublishedPhoto> {
  const image = sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error", animated: false });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch {
    throw photoRefusal(415, UNSUPPORTED_PHOTO);
  }
  if (!["png", "jpeg", "webp"].includes(metadata.format)) throw photoRefusal(415, UNSUPPORTED_PHOTO);
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) throw photoRefusal(413, TOO_MANY_PIXELS);
  try {
    // sharp writes no metadata unless asked to (keepMetadata, withExif…): what leaves here is pixels only.
    const { data, info } = await image
      .autoOrient()
      .resize({ width: PUBLISHED_LONG_SIDE, height: PUBLISHED_LONG_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch {
    // A header that reads but pixels that do not (a truncated or corrupt file).
    throw photoRefusal(415, UNSUPPORTED_PHOTO);
  }
}
