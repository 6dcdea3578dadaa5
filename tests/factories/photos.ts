import sharp from "sharp";

/** Text planted in a photo's EXIF, to look for in what the shop publishes. */
export const PLANTED_EXIF_TEXT = "Workshop at 45.5231 N 122.6765 W";

/**
 * A camera-like JPEG made here (nothing is downloaded): `width` × `height` pixels of noise, so it weighs what a
 * phone photo weighs (about 1 byte per pixel at quality 90), with EXIF that names the camera and carries the planted
 * text.
 */
export async function phonePhoto(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const jpeg = await sharp({
    create: { width, height, channels: 3, background: "#b08d57", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "PhoneMaker", Model: "Pocket 12", ImageDescription: PLANTED_EXIF_TEXT } })
    .toBuffer();
  const bytes = new Uint8Array(jpeg.byteLength);
  bytes.set(jpeg);
  return bytes;
}

/** Whether `bytes` hold an EXIF block: JPEG's APP1 "Exif\0\0" header or WebP's "EXIF" chunk. */
export function hasExif(bytes: Uint8Array): boolean {
  const file = Buffer.from(bytes);
  return file.includes(Buffer.from("Exif\0\0", "latin1")) || file.includes(Buffer.from("EXIF", "latin1"));
}

/** A real PNG of one colour: tiny on disk however many pixels it claims, for the pixel limit. */
export async function plainPng(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp({ create: { width, height, channels: 3, background: "#faf6ef" } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const bytes = new Uint8Array(png.byteLength);
  bytes.set(png);
  return bytes;
}
